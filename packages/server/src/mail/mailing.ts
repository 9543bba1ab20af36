import type { Locale } from '@relais/domain';
import { richTextToPlain } from '@relais/domain';

/** The fixed words around a mailing, in each interface language; `{app}` is filled in. */
interface MailingWords {
  articles: string;
  attachments: string;
  footer: string;
  unsubscribe: string;
}

export const MAILING_WORDS: Record<Locale, MailingWords> = {
  en: { articles: 'In this issue', attachments: 'Attached documents', footer: 'You receive this mail because you subscribed to the newsletter of {app}.', unsubscribe: 'Unsubscribe from this newsletter' },
  fr: { articles: 'Dans ce numéro', attachments: 'Documents joints', footer: 'Vous recevez ce courriel car vous êtes abonné·e à la lettre d’information de {app}.', unsubscribe: 'Se désabonner de cette lettre d’information' },
  it: { articles: 'In questo numero', attachments: 'Documenti allegati', footer: 'Ricevi questa e-mail perché sei iscritto alla newsletter di {app}.', unsubscribe: 'Annulla l’iscrizione a questa newsletter' },
  es: { articles: 'En este número', attachments: 'Documentos adjuntos', footer: 'Recibes este correo porque estás suscrito al boletín de {app}.', unsubscribe: 'Darse de baja de este boletín' },
  ca: { articles: 'En aquest número', attachments: 'Documents adjunts', footer: 'Reps aquest correu perquè estàs subscrit al butlletí de {app}.', unsubscribe: 'Donar-se de baixa d’aquest butlletí' },
  da: { articles: 'I dette nummer', attachments: 'Vedhæftede dokumenter', footer: 'Du modtager denne e-mail, fordi du abonnerer på nyhedsbrevet fra {app}.', unsubscribe: 'Afmeld dette nyhedsbrev' },
  ro: { articles: 'În acest număr', attachments: 'Documente atașate', footer: 'Primești acest e-mail pentru că te-ai abonat la buletinul informativ {app}.', unsubscribe: 'Dezabonează-te de la acest buletin informativ' },
};

export interface MailingLink {
  title: string;
  url: string;
}

/** A mailing template's texts in one language, its rich texts as sanitised on write. */
export interface MailingContent {
  subject: string;
  introText: string | null;
  outroText: string | null;
  imageUrl: string | null;
  articles: readonly MailingLink[];
  attachments: readonly MailingLink[];
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const linkList = (heading: string, links: readonly MailingLink[]) =>
  links.length ? `<h2>${escapeHtml(heading)}</h2><ul>${links.map((link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.title)}</a></li>`).join('')}</ul>` : '';
const plainList = (heading: string, links: readonly MailingLink[]) => (links.length ? `${heading}\n${links.map((link) => `- ${link.title}: ${link.url}`).join('\n')}\n\n` : '');

/**
 * The HTML and plain-text bodies of a mailing in the recipient's language: the subject as its
 * heading, the image, the introduction, the articles' titles linked to them, the closing text, the
 * attachments' links, then why the recipient gets it and their own unsubscribe link. The rich texts
 * go in as stored (sanitised on write); every other text is escaped. What is alike for every reader
 * of a language is made once: the answer makes one reader's mail from their link.
 */
export function renderMailing(content: MailingContent, locale: Locale, app: string) {
  const words = MAILING_WORDS[locale];
  const footer = words.footer.replace('{app}', app);
  const body = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;font-size:16px;line-height:1.5">
<h1>${escapeHtml(content.subject)}</h1>
${content.imageUrl ? `<p><img src="${escapeHtml(content.imageUrl)}" alt="" style="max-width:100%"></p>` : ''}
${content.introText ?? ''}
${linkList(words.articles, content.articles)}
${content.outroText ?? ''}
${linkList(words.attachments, content.attachments)}
<hr><p style="font-size:14px">${escapeHtml(footer)}`;
  const paragraph = (html: string | null) => (html ? `${richTextToPlain(html)}\n\n` : '');
  const text = `${content.subject}\n\n${paragraph(content.introText)}${plainList(words.articles, content.articles)}${paragraph(content.outroText)}${plainList(words.attachments, content.attachments)}— ${footer}\n`;
  return (unsubscribeUrl: string) => ({
    subject: content.subject,
    html: `${body} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(words.unsubscribe)}</a></p></body></html>`,
    text: `${text}${words.unsubscribe}: ${unsubscribeUrl}\n`,
  });
}
