import type { Locale } from '@relais/domain';
import type { AccountMail } from './messages.ts';
import { renderMail } from './messages.ts';

/**
 * The double opt-in mail: sent instead of a form's confirmation to an address nobody proved, in the
 * language the form was answered in. `{form}` is the form's title; `{app}`, `{link}` and `{minutes}`
 * are filled by `renderMail`. It says what was asked and that ignoring it sends nothing more.
 */
export const ADDRESS_CONFIRMATION_MAILS: Record<Locale, AccountMail & { untitledForm: string }> = {
  en: {
    subject: 'Confirm your e-mail address to receive your answers to “{form}”',
    greeting: 'Hello,',
    body: 'This address was given when answering “{form}” on {app}. Before we send anything to it, please confirm that it is yours. The link below works for {minutes} minutes; your answers’ confirmation follows as soon as you confirm.',
    action: 'Confirm my address',
    footer: 'If you did not answer this form, ignore this message: nothing more will be sent to this address.',
    untitledForm: 'a form',
  },
  fr: {
    subject: 'Confirmez votre adresse e-mail pour recevoir vos réponses à « {form} »',
    greeting: 'Bonjour,',
    body: 'Cette adresse a été indiquée en répondant à « {form} » sur {app}. Avant de vous écrire, nous vous demandons de confirmer qu’elle est bien la vôtre. Le lien ci-dessous est valable {minutes} minutes ; la confirmation de vos réponses suivra dès que vous aurez confirmé.',
    action: 'Confirmer mon adresse',
    footer: 'Si vous n’avez pas répondu à ce formulaire, ignorez ce message : rien d’autre ne sera envoyé à cette adresse.',
    untitledForm: 'un formulaire',
  },
  it: {
    subject: 'Conferma il tuo indirizzo e-mail per ricevere le tue risposte a «{form}»',
    greeting: 'Ciao,',
    body: 'Questo indirizzo è stato indicato rispondendo a «{form}» su {app}. Prima di scriverti, ti chiediamo di confermare che è tuo. Il link qui sotto è valido per {minutes} minuti; la conferma delle tue risposte arriverà appena avrai confermato.',
    action: 'Conferma il mio indirizzo',
    footer: 'Se non hai risposto a questo modulo, ignora questo messaggio: a questo indirizzo non sarà inviato nient’altro.',
    untitledForm: 'un modulo',
  },
  es: {
    subject: 'Confirma tu dirección de correo para recibir tus respuestas a «{form}»',
    greeting: 'Hola:',
    body: 'Esta dirección se indicó al responder a «{form}» en {app}. Antes de escribirte, te pedimos que confirmes que es tuya. El enlace de abajo es válido durante {minutes} minutos; la confirmación de tus respuestas llegará en cuanto confirmes.',
    action: 'Confirmar mi dirección',
    footer: 'Si no has respondido a este formulario, ignora este mensaje: no se enviará nada más a esta dirección.',
    untitledForm: 'un formulario',
  },
  ca: {
    subject: 'Confirma la teva adreça electrònica per rebre les teves respostes a «{form}»',
    greeting: 'Hola:',
    body: 'Aquesta adreça es va indicar en respondre «{form}» a {app}. Abans d’escriure-hi, et demanem que confirmis que és teva. L’enllaç de sota és vàlid durant {minutes} minuts; la confirmació de les teves respostes arribarà tan bon punt confirmis.',
    action: 'Confirmar la meva adreça',
    footer: 'Si no has respost aquest formulari, ignora aquest missatge: no s’enviarà res més a aquesta adreça.',
    untitledForm: 'un formulari',
  },
  da: {
    subject: 'Bekræft din e-mailadresse for at modtage dine svar på “{form}”',
    greeting: 'Hej',
    body: 'Denne adresse blev opgivet i et svar på “{form}” på {app}. Før vi skriver til den, beder vi dig bekræfte, at den er din. Linket nedenfor gælder i {minutes} minutter; bekræftelsen af dine svar følger, så snart du har bekræftet.',
    action: 'Bekræft min adresse',
    footer: 'Hvis du ikke har besvaret denne formular, kan du se bort fra denne besked: der sendes ikke mere til denne adresse.',
    untitledForm: 'en formular',
  },
  ro: {
    subject: 'Confirmă adresa de e-mail ca să primești răspunsurile tale la „{form}”',
    greeting: 'Bună,',
    body: 'Această adresă a fost indicată într-un răspuns la „{form}” pe {app}. Înainte să-ți scriem, te rugăm să confirmi că îți aparține. Linkul de mai jos este valabil {minutes} minute; confirmarea răspunsurilor tale urmează imediat ce confirmi.',
    action: 'Confirm adresa',
    footer: 'Dacă nu ai răspuns la acest formular, ignoră mesajul: nu se va mai trimite nimic la această adresă.',
    untitledForm: 'un formular',
  },
};

/** The double opt-in mail in `locale`, its link to the confirming screen. */
export function renderAddressConfirmationMail(locale: Locale, values: { form: string | null; app: string; link: string; minutes: number }) {
  const { untitledForm, ...template } = ADDRESS_CONFIRMATION_MAILS[locale];
  const form = values.form ?? untitledForm;
  const withForm = Object.fromEntries(Object.entries(template).map(([key, text]) => [key, text.replace('{form}', () => form)])) as unknown as AccountMail;
  return renderMail(withForm, locale, { name: '', app: values.app, link: values.link, minutes: values.minutes });
}
