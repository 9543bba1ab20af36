/**
 * One entry of the site menu as `GET /api/v1/services/app-menu` answers it (localized, already
 * filtered for the visitor): the contract between the server's service and the web's menu.
 */
export interface AppMenuItem {
  id: string;
  /** In the reader's language; null only when no language has a name. */
  name: string | null;
  description: string | null;
  url: string | null;
  /** Path of the linked page, when the item links to one. */
  path: string | null;
  blank: boolean;
  color: string | null;
  alignsNextRight: boolean;
  requiresAuth: boolean;
  position: number;
  children: AppMenuItem[];
}
