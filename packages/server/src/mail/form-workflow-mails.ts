import type { AnswerWords, Locale } from '@relais/domain';

/**
 * The fixed words of advanced-form workflow mails, in each interface language; `{form}`, `{app}`
 * and `{n}` are filled in. The team's notification is in the site's language, the respondent's
 * confirmation in the language the form was answered in.
 */
interface WorkflowWords {
  yes: string;
  no: string;
  untitled: string;
  untitledForm: string;
  notificationSubject: string;
  notificationIntro: string;
  notificationFooter: string;
  confirmationSubject: string;
  answersHeading: string;
  confirmationFooter: string;
}

export const WORKFLOW_WORDS: Record<Locale, WorkflowWords> = {
  en: {
    yes: 'Yes',
    no: 'No',
    untitled: 'Question {n}',
    untitledForm: 'a form',
    notificationSubject: 'New response to “{form}”',
    notificationIntro: 'Someone answered “{form}” on {app}.',
    notificationFooter: 'You receive this mail because a workflow of this form sends its responses to you.',
    confirmationSubject: 'Your answers to “{form}”',
    answersHeading: 'Your answers',
    confirmationFooter: 'You receive this mail because you answered this form on {app}.',
  },
  fr: {
    yes: 'Oui',
    no: 'Non',
    untitled: 'Question {n}',
    untitledForm: 'un formulaire',
    notificationSubject: 'Nouvelle réponse à « {form} »',
    notificationIntro: 'Quelqu’un a répondu à « {form} » sur {app}.',
    notificationFooter: 'Vous recevez ce courriel car un traitement de ce formulaire vous envoie ses réponses.',
    confirmationSubject: 'Vos réponses à « {form} »',
    answersHeading: 'Vos réponses',
    confirmationFooter: 'Vous recevez ce courriel car vous avez répondu à ce formulaire sur {app}.',
  },
  it: {
    yes: 'Sì',
    no: 'No',
    untitled: 'Domanda {n}',
    untitledForm: 'un modulo',
    notificationSubject: 'Nuova risposta a «{form}»',
    notificationIntro: 'Qualcuno ha risposto a «{form}» su {app}.',
    notificationFooter: 'Ricevi questa e-mail perché un flusso di questo modulo ti invia le sue risposte.',
    confirmationSubject: 'Le tue risposte a «{form}»',
    answersHeading: 'Le tue risposte',
    confirmationFooter: 'Ricevi questa e-mail perché hai risposto a questo modulo su {app}.',
  },
  es: {
    yes: 'Sí',
    no: 'No',
    untitled: 'Pregunta {n}',
    untitledForm: 'un formulario',
    notificationSubject: 'Nueva respuesta a «{form}»',
    notificationIntro: 'Alguien ha respondido a «{form}» en {app}.',
    notificationFooter: 'Recibes este correo porque un flujo de este formulario te envía sus respuestas.',
    confirmationSubject: 'Tus respuestas a «{form}»',
    answersHeading: 'Tus respuestas',
    confirmationFooter: 'Recibes este correo porque has respondido a este formulario en {app}.',
  },
  ca: {
    yes: 'Sí',
    no: 'No',
    untitled: 'Pregunta {n}',
    untitledForm: 'un formulari',
    notificationSubject: 'Nova resposta a «{form}»',
    notificationIntro: 'Algú ha respost «{form}» a {app}.',
    notificationFooter: 'Reps aquest correu perquè un flux d’aquest formulari t’envia les seves respostes.',
    confirmationSubject: 'Les teves respostes a «{form}»',
    answersHeading: 'Les teves respostes',
    confirmationFooter: 'Reps aquest correu perquè has respost aquest formulari a {app}.',
  },
  da: {
    yes: 'Ja',
    no: 'Nej',
    untitled: 'Spørgsmål {n}',
    untitledForm: 'en formular',
    notificationSubject: 'Nyt svar på “{form}”',
    notificationIntro: 'Nogen har besvaret “{form}” på {app}.',
    notificationFooter: 'Du modtager denne e-mail, fordi en arbejdsgang for denne formular sender sine svar til dig.',
    confirmationSubject: 'Dine svar på “{form}”',
    answersHeading: 'Dine svar',
    confirmationFooter: 'Du modtager denne e-mail, fordi du har besvaret denne formular på {app}.',
  },
  ro: {
    yes: 'Da',
    no: 'Nu',
    untitled: 'Întrebarea {n}',
    untitledForm: 'un formular',
    notificationSubject: 'Răspuns nou la „{form}”',
    notificationIntro: 'Cineva a răspuns la „{form}” pe {app}.',
    notificationFooter: 'Primești acest e-mail pentru că un flux al acestui formular îți trimite răspunsurile.',
    confirmationSubject: 'Răspunsurile tale la „{form}”',
    answersHeading: 'Răspunsurile tale',
    confirmationFooter: 'Primești acest e-mail pentru că ai răspuns la acest formular pe {app}.',
  },
};

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** How answers are written in a run's replacements and mails, in `locale`; files link under `appUrl`. */
export const answerWords = (locale: Locale, appUrl: string): AnswerWords => {
  const words = WORKFLOW_WORDS[locale];
  return {
    yes: words.yes,
    no: words.no,
    untitled: (n) => fill(words.untitled, { n: String(n) }),
    fileUrl: (id) => `${appUrl}/services/files/${encodeURIComponent(id)}`,
  };
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

export interface WorkflowMailInput {
  kind: 'notification' | 'confirmation';
  locale: Locale;
  app: string;
  /** The form's title in `locale`, if it has one. */
  form: string | null;
  /** The workflow's own subject, when it sets one. */
  subject?: string | undefined;
  /** The confirmation's message, its `{{title}}` already filled. */
  message?: string | undefined;
  lines: readonly { title: string; text: string }[];
}

/**
 * The HTML and plain-text bodies of a workflow mail: the intro (the team's) or the workflow's
 * message (the respondent's), each answered question with its answer, then why the mail comes.
 * Every text is escaped: answers and settings are plain text here.
 */
export function renderWorkflowMail({ kind, locale, app, form, subject, message, lines }: WorkflowMailInput) {
  const words = WORKFLOW_WORDS[locale];
  const values = { form: form ?? words.untitledForm, app };
  const isNotification = kind === 'notification';
  const title = subject ?? fill(isNotification ? words.notificationSubject : words.confirmationSubject, values);
  const opening = isNotification ? fill(words.notificationIntro, values) : (message ?? '');
  const footer = fill(isNotification ? words.notificationFooter : words.confirmationFooter, values);
  const heading = isNotification ? null : words.answersHeading;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;font-size:16px;line-height:1.5">
<h1>${escapeHtml(title)}</h1>
${paragraphs(opening)}
${heading ? `<h2>${escapeHtml(heading)}</h2>` : ''}
<dl>${lines.map((line) => `<dt style="font-weight:bold">${escapeHtml(line.title)}</dt><dd>${escapeHtml(line.text).replace(/\n/g, '<br>')}</dd>`).join('')}</dl>
<hr><p style="font-size:14px">${escapeHtml(footer)}</p></body></html>`;
  const text = `${title}\n\n${opening}\n\n${heading ? `${heading}\n\n` : ''}${lines.map((line) => `${line.title}: ${line.text}`).join('\n')}\n\n— ${footer}\n`;
  return { subject: title, html, text };
}
