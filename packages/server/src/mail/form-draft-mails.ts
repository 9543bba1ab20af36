import type { Locale } from '@relais/domain';
import type { AccountMail } from './messages.ts';
import { renderMail } from './messages.ts';

/**
 * The mail of a saved advanced form: the link to continue where the respondent left off, in the
 * language they answered in. `{form}` is the form's title, `{days}` how long the answers are kept;
 * `{app}` and `{link}` are filled by `renderMail`.
 */
export const FORM_DRAFT_MAILS: Record<Locale, AccountMail & { untitledForm: string }> = {
  en: {
    subject: 'Continue your answers to “{form}”',
    greeting: 'Hello,',
    body: 'Your answers to “{form}” on {app} are saved. Follow the link below to continue where you left off; they are kept for {days} days after your last save.',
    action: 'Continue my answers',
    footer: 'Anyone holding this link can read and change these answers: keep it to yourself. If you did not fill this form, ignore this message.',
    untitledForm: 'a form',
  },
  fr: {
    subject: 'Continuez vos réponses à « {form} »',
    greeting: 'Bonjour,',
    body: 'Vos réponses à « {form} » sur {app} sont enregistrées. Suivez le lien ci-dessous pour reprendre là où vous vous êtes arrêté ; elles sont gardées {days} jours après votre dernier enregistrement.',
    action: 'Continuer mes réponses',
    footer: 'Quiconque détient ce lien peut lire et modifier ces réponses : gardez-le pour vous. Si vous n’avez pas rempli ce formulaire, ignorez ce message.',
    untitledForm: 'un formulaire',
  },
  it: {
    subject: 'Continua le tue risposte a «{form}»',
    greeting: 'Ciao,',
    body: 'Le tue risposte a «{form}» su {app} sono salvate. Segui il link qui sotto per riprendere da dove eri rimasto; sono conservate per {days} giorni dopo l’ultimo salvataggio.',
    action: 'Continua le mie risposte',
    footer: 'Chiunque abbia questo link può leggere e modificare queste risposte: tienilo per te. Se non hai compilato questo modulo, ignora questo messaggio.',
    untitledForm: 'un modulo',
  },
  es: {
    subject: 'Continúa tus respuestas a «{form}»',
    greeting: 'Hola:',
    body: 'Tus respuestas a «{form}» en {app} están guardadas. Sigue el enlace de abajo para continuar donde lo dejaste; se conservan {days} días después de tu último guardado.',
    action: 'Continuar mis respuestas',
    footer: 'Quien tenga este enlace puede leer y cambiar estas respuestas: guárdalo para ti. Si no has rellenado este formulario, ignora este mensaje.',
    untitledForm: 'un formulario',
  },
  ca: {
    subject: 'Continua les teves respostes a «{form}»',
    greeting: 'Hola:',
    body: 'Les teves respostes a «{form}» a {app} estan desades. Segueix l’enllaç de sota per continuar on ho vas deixar; es conserven {days} dies després de l’últim desament.',
    action: 'Continuar les meves respostes',
    footer: 'Qui tingui aquest enllaç pot llegir i canviar aquestes respostes: guarda’l per a tu. Si no has omplert aquest formulari, ignora aquest missatge.',
    untitledForm: 'un formulari',
  },
  da: {
    subject: 'Fortsæt dine svar på “{form}”',
    greeting: 'Hej',
    body: 'Dine svar på “{form}” på {app} er gemt. Følg linket nedenfor for at fortsætte, hvor du slap; de gemmes i {days} dage efter din seneste gemning.',
    action: 'Fortsæt mine svar',
    footer: 'Alle med dette link kan læse og ændre svarene: behold det for dig selv. Hvis du ikke har udfyldt denne formular, kan du se bort fra beskeden.',
    untitledForm: 'en formular',
  },
  ro: {
    subject: 'Continuă răspunsurile tale la „{form}”',
    greeting: 'Bună,',
    body: 'Răspunsurile tale la „{form}” pe {app} sunt salvate. Urmează linkul de mai jos ca să continui de unde ai rămas; sunt păstrate {days} zile după ultima salvare.',
    action: 'Continui răspunsurile',
    footer: 'Oricine are acest link poate citi și schimba aceste răspunsuri: păstrează-l pentru tine. Dacă nu ai completat acest formular, ignoră mesajul.',
    untitledForm: 'un formular',
  },
};

/** The mail of a saved draft in `locale`, its link to the form at the step the respondent left. */
export function renderFormDraftMail(locale: Locale, values: { form: string | null; app: string; link: string; days: number }) {
  const { untitledForm, ...template } = FORM_DRAFT_MAILS[locale];
  const form = values.form ?? untitledForm;
  const filled = Object.fromEntries(Object.entries(template).map(([key, text]) => [key, text.replace('{form}', () => form).replace('{days}', String(values.days))])) as unknown as AccountMail;
  return renderMail(filled, locale, { name: '', app: values.app, link: values.link, minutes: 0 });
}
