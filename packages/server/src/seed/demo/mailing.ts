import type { EngineContext } from '../../jsonapi/context.ts';
import { createThrough, withTranslations } from '../operations.ts';

/**
 * A demo mailing template, in English and French, linking the demo's latest articles: ready for an
 * administrator to try "Send" (never sent: `lastSentAt` stays empty).
 */
export async function seedDemoMailing(ctx: EngineContext, articleIds: readonly string[]): Promise<string> {
  const texts = {
    subject: { en: 'Relais news — borrowing devices before you buy', fr: 'Les nouvelles de Relais — emprunter avant d’acheter' },
    introText: {
      en: '<p>Hello,</p><p>This month the lending library opens its doors: members can now borrow a switch, an eye-tracking camera or a communication device for four weeks, try it at home and at school, and bring it back before deciding.</p><p>Our guides below explain how to choose a first switch and how to set up scanning, step by step.</p>',
      fr: '<p>Bonjour,</p><p>Ce mois-ci, la ludothèque de prêt ouvre ses portes : les membres peuvent désormais emprunter un contacteur, une caméra de suivi du regard ou un appareil de communication pendant quatre semaines, l’essayer à la maison et à l’école, puis le rapporter avant de décider.</p><p>Nos guides ci-dessous expliquent comment choisir un premier contacteur et régler le défilement, pas à pas.</p>',
    },
    outroText: {
      en: '<p>Questions about a device or a loan? Reply through the contact form on the site: an occupational therapist of the team will answer within the week.</p><p>See you soon,<br>The Relais team</p>',
      fr: '<p>Une question sur une aide technique ou un prêt ? Écrivez-nous par le formulaire de contact du site : une ergothérapeute de l’équipe vous répondra dans la semaine.</p><p>À bientôt,<br>L’équipe Relais</p>',
    },
  };
  return createThrough(ctx, 'mailing-templates', withTranslations({}, texts), { articles: ['articles', articleIds] });
}
