import type { Locale } from '@relais/domain';

/** Account e-mails in each interface language; `{name}`, `{link}`, `{minutes}` and `{app}` are filled in. */
export interface AccountMail {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  footer: string;
}

export type AccountMailKind = 'passwordReset' | 'verifyEmail' | 'twoFactorCode';

export const ACCOUNT_MAILS: Record<Locale, Record<AccountMailKind, AccountMail>> = {
  en: {
    twoFactorCode: { subject: 'Your {app} sign-in code', greeting: 'Hello {name},', body: 'Your sign-in code is {code}. It works once, for {minutes} minutes.', action: '', footer: 'If you are not signing in, change your password: someone knows it.' },
    passwordReset: { subject: 'Reset your {app} password', greeting: 'Hello {name},', body: 'Someone asked to reset the password of your account. The link below works once, for {minutes} minutes.', action: 'Choose a new password', footer: 'If you did not ask for this, ignore this message: your password stays as it is.' },
    verifyEmail: { subject: 'Confirm your e-mail address for {app}', greeting: 'Hello {name},', body: 'Please confirm that this address is yours. The link below works for {minutes} minutes.', action: 'Confirm my address', footer: 'If you did not create an account, ignore this message.' },
  },
  fr: {
    twoFactorCode: { subject: 'Votre code de connexion {app}', greeting: 'Bonjour {name},', body: 'Votre code de connexion est {code}. Il ne sert qu’une fois, pendant {minutes} minutes.', action: '', footer: 'Si vous n’êtes pas en train de vous connecter, changez votre mot de passe : quelqu’un le connaît.' },
    passwordReset: { subject: 'Réinitialisez votre mot de passe {app}', greeting: 'Bonjour {name},', body: 'Une réinitialisation du mot de passe de votre compte a été demandée. Le lien ci-dessous ne sert qu’une fois, pendant {minutes} minutes.', action: 'Choisir un nouveau mot de passe', footer: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.' },
    verifyEmail: { subject: 'Confirmez votre adresse e-mail pour {app}', greeting: 'Bonjour {name},', body: 'Merci de confirmer que cette adresse est bien la vôtre. Le lien ci-dessous est valable {minutes} minutes.', action: 'Confirmer mon adresse', footer: 'Si vous n’avez pas créé de compte, ignorez ce message.' },
  },
  it: {
    twoFactorCode: { subject: 'Il tuo codice di accesso a {app}', greeting: 'Ciao {name},', body: 'Il tuo codice di accesso è {code}. Funziona una sola volta, per {minutes} minuti.', action: '', footer: 'Se non stai accedendo, cambia la password: qualcuno la conosce.' },
    passwordReset: { subject: 'Reimposta la password di {app}', greeting: 'Ciao {name},', body: 'È stato chiesto di reimpostare la password del tuo account. Il link qui sotto funziona una sola volta, per {minutes} minuti.', action: 'Scegli una nuova password', footer: 'Se non l’hai chiesto tu, ignora questo messaggio: la tua password non cambia.' },
    verifyEmail: { subject: 'Conferma il tuo indirizzo e-mail per {app}', greeting: 'Ciao {name},', body: 'Conferma che questo indirizzo è tuo. Il link qui sotto è valido per {minutes} minuti.', action: 'Conferma il mio indirizzo', footer: 'Se non hai creato un account, ignora questo messaggio.' },
  },
  es: {
    twoFactorCode: { subject: 'Tu código de acceso a {app}', greeting: 'Hola, {name}:', body: 'Tu código de acceso es {code}. Funciona una sola vez, durante {minutes} minutos.', action: '', footer: 'Si no estás iniciando sesión, cambia tu contraseña: alguien la conoce.' },
    passwordReset: { subject: 'Restablece tu contraseña de {app}', greeting: 'Hola, {name}:', body: 'Se ha pedido restablecer la contraseña de tu cuenta. El enlace de abajo funciona una sola vez, durante {minutes} minutos.', action: 'Elegir una contraseña nueva', footer: 'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambia.' },
    verifyEmail: { subject: 'Confirma tu dirección de correo para {app}', greeting: 'Hola, {name}:', body: 'Confirma que esta dirección es tuya. El enlace de abajo es válido durante {minutes} minutos.', action: 'Confirmar mi dirección', footer: 'Si no has creado una cuenta, ignora este mensaje.' },
  },
  ca: {
    twoFactorCode: { subject: 'El teu codi d’accés a {app}', greeting: 'Hola, {name}:', body: 'El teu codi d’accés és {code}. Funciona una sola vegada, durant {minutes} minuts.', action: '', footer: 'Si no estàs iniciant sessió, canvia la contrasenya: algú la coneix.' },
    passwordReset: { subject: 'Restableix la contrasenya de {app}', greeting: 'Hola, {name}:', body: 'S’ha demanat restablir la contrasenya del teu compte. L’enllaç de sota funciona una sola vegada, durant {minutes} minuts.', action: 'Triar una contrasenya nova', footer: 'Si no ho has demanat tu, ignora aquest missatge: la contrasenya no canvia.' },
    verifyEmail: { subject: 'Confirma la teva adreça electrònica per a {app}', greeting: 'Hola, {name}:', body: 'Confirma que aquesta adreça és teva. L’enllaç de sota és vàlid durant {minutes} minuts.', action: 'Confirmar la meva adreça', footer: 'Si no has creat cap compte, ignora aquest missatge.' },
  },
  da: {
    twoFactorCode: { subject: 'Din login-kode til {app}', greeting: 'Hej {name}', body: 'Din login-kode er {code}. Den virker én gang i {minutes} minutter.', action: '', footer: 'Hvis du ikke er ved at logge ind, så skift din adgangskode: nogen kender den.' },
    passwordReset: { subject: 'Nulstil din adgangskode til {app}', greeting: 'Hej {name}',  body: 'Der er bedt om at nulstille adgangskoden til din konto. Linket nedenfor virker én gang i {minutes} minutter.', action: 'Vælg en ny adgangskode', footer: 'Hvis du ikke har bedt om det, kan du se bort fra denne besked: din adgangskode er uændret.' },
    verifyEmail: { subject: 'Bekræft din e-mailadresse til {app}', greeting: 'Hej {name}', body: 'Bekræft venligst, at denne adresse er din. Linket nedenfor gælder i {minutes} minutter.', action: 'Bekræft min adresse', footer: 'Hvis du ikke har oprettet en konto, kan du se bort fra denne besked.' },
  },
  ro: {
    twoFactorCode: { subject: 'Codul tău de autentificare {app}', greeting: 'Bună, {name},', body: 'Codul tău de autentificare este {code}. Funcționează o singură dată, timp de {minutes} minute.', action: '', footer: 'Dacă nu încerci să te autentifici, schimbă-ți parola: cineva o cunoaște.' },
    passwordReset: { subject: 'Resetează-ți parola {app}', greeting: 'Bună, {name},', body: 'S-a cerut resetarea parolei contului tău. Linkul de mai jos funcționează o singură dată, timp de {minutes} minute.', action: 'Alege o parolă nouă', footer: 'Dacă nu ai cerut acest lucru, ignoră mesajul: parola ta rămâne aceeași.' },
    verifyEmail: { subject: 'Confirmă adresa de e-mail pentru {app}', greeting: 'Bună, {name},', body: 'Te rugăm să confirmi că această adresă îți aparține. Linkul de mai jos este valabil {minutes} minute.', action: 'Confirm adresa', footer: 'Dacă nu ți-ai creat un cont, ignoră acest mesaj.' },
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Builds the HTML and plain-text bodies of an account e-mail in the recipient's language. */
export function renderAccountMail(kind: AccountMailKind, locale: Locale, values: { name: string; link?: string; code?: string; minutes: number; app: string }) {
  const template = ACCOUNT_MAILS[locale][kind];
  const fill = (text: string) => text.replace(/\{(name|link|code|minutes|app)\}/g, (_, key: keyof typeof values) => String(values[key] ?? ''));
  const subject = fill(template.subject);
  const lines = [fill(template.greeting), fill(template.body), fill(template.footer)];
  const action = values.link ? `${fill(template.action)}: ${values.link}\n\n` : '';
  const text = `${lines[0]}\n\n${lines[1]}\n\n${action}${lines[2]}\n\n— ${values.app}\n`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;font-size:16px;line-height:1.5">
<p>${escapeHtml(lines[0]!)}</p><p>${escapeHtml(lines[1]!)}</p>
${values.link ? `<p><a href="${escapeHtml(values.link)}" style="display:inline-block;padding:12px 20px;background:#1a5fb4;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(fill(template.action))}</a></p>` : ''}
<p>${escapeHtml(lines[2]!)}</p><p>— ${escapeHtml(values.app)}</p></body></html>`;
  return { subject, text, html };
}
