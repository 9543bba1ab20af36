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

/**
 * The double opt-in mail of a newsletter subscription asked through a light-user form (`{form}` its
 * title): the subscription starts once the link is followed; ignoring it subscribes nobody.
 */
export const SUBSCRIPTION_CONFIRMATION_MAILS: Record<Locale, AccountMail> = {
  en: {
    subject: 'Confirm your subscription to the {app} newsletter',
    greeting: 'Hello,',
    body: 'This address was given on {app} (“{form}”) to receive the newsletter. Please confirm that it is yours and that you want it: the link below works for {minutes} minutes. Every newsletter has a link to unsubscribe.',
    action: 'Confirm my subscription',
    footer: 'If you did not ask for it, ignore this message: you will not be subscribed.',
  },
  fr: {
    subject: 'Confirmez votre abonnement à la lettre d’information de {app}',
    greeting: 'Bonjour,',
    body: 'Cette adresse a été indiquée sur {app} (« {form} ») pour recevoir la lettre d’information. Merci de confirmer qu’elle est bien la vôtre et que vous souhaitez la recevoir : le lien ci-dessous est valable {minutes} minutes. Chaque lettre contient un lien de désabonnement.',
    action: 'Confirmer mon abonnement',
    footer: 'Si vous ne l’avez pas demandé, ignorez ce message : vous ne serez pas abonné.',
  },
  it: {
    subject: 'Conferma la tua iscrizione alla newsletter di {app}',
    greeting: 'Ciao,',
    body: 'Questo indirizzo è stato indicato su {app} («{form}») per ricevere la newsletter. Conferma che è tuo e che vuoi riceverla: il link qui sotto è valido per {minutes} minuti. Ogni newsletter contiene un link per disiscriverti.',
    action: 'Conferma la mia iscrizione',
    footer: 'Se non l’hai chiesto, ignora questo messaggio: non sarai iscritto.',
  },
  es: {
    subject: 'Confirma tu suscripción al boletín de {app}',
    greeting: 'Hola:',
    body: 'Esta dirección se indicó en {app} («{form}») para recibir el boletín. Confirma que es tuya y que quieres recibirlo: el enlace de abajo es válido durante {minutes} minutos. Cada boletín incluye un enlace para darte de baja.',
    action: 'Confirmar mi suscripción',
    footer: 'Si no lo has pedido, ignora este mensaje: no quedarás suscrito.',
  },
  ca: {
    subject: 'Confirma la teva subscripció al butlletí de {app}',
    greeting: 'Hola:',
    body: 'Aquesta adreça es va indicar a {app} («{form}») per rebre el butlletí. Confirma que és teva i que el vols rebre: l’enllaç de sota és vàlid durant {minutes} minuts. Cada butlletí inclou un enllaç per donar-te de baixa.',
    action: 'Confirmar la meva subscripció',
    footer: 'Si no ho has demanat, ignora aquest missatge: no quedaràs subscrit.',
  },
  da: {
    subject: 'Bekræft dit abonnement på nyhedsbrevet fra {app}',
    greeting: 'Hej',
    body: 'Denne adresse blev opgivet på {app} (“{form}”) for at modtage nyhedsbrevet. Bekræft, at den er din, og at du ønsker det: linket nedenfor gælder i {minutes} minutter. Hvert nyhedsbrev har et link til at afmelde sig.',
    action: 'Bekræft mit abonnement',
    footer: 'Hvis du ikke har bedt om det, kan du se bort fra denne besked: du bliver ikke tilmeldt.',
  },
  ro: {
    subject: 'Confirmă abonarea la buletinul informativ {app}',
    greeting: 'Bună,',
    body: 'Această adresă a fost indicată pe {app} („{form}”) pentru a primi buletinul informativ. Te rugăm să confirmi că îți aparține și că dorești să-l primești: linkul de mai jos este valabil {minutes} minute. Fiecare buletin conține un link de dezabonare.',
    action: 'Confirm abonarea',
    footer: 'Dacă nu ai cerut acest lucru, ignoră mesajul: nu vei fi abonat.',
  },
};

/** The subscription's double opt-in mail in `locale`. */
export function renderSubscriptionConfirmationMail(locale: Locale, values: { form: string | null; app: string; link: string; minutes: number }) {
  const form = values.form ?? ADDRESS_CONFIRMATION_MAILS[locale].untitledForm;
  const template = Object.fromEntries(Object.entries(SUBSCRIPTION_CONFIRMATION_MAILS[locale]).map(([key, text]) => [key, text.replace('{form}', () => form)])) as unknown as AccountMail;
  return renderMail(template, locale, { name: '', app: values.app, link: values.link, minutes: values.minutes });
}
