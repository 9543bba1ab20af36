import type { Locale } from '@relais/domain';

/** Account e-mails in each interface language; `{name}`, `{link}`, `{code}`, `{minutes}`, `{app}`, `{provider}` and `{profile}` are filled in. */
export interface AccountMail {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  footer: string;
}

export type AccountMailKind = 'passwordReset' | 'verifyEmail' | 'twoFactorCode' | 'emailChangeNotice' | 'registrationAttempt' | 'linkProvider';

export const ACCOUNT_MAILS: Record<Locale, Record<AccountMailKind, AccountMail>> = {
  en: {
    emailChangeNotice: { subject: 'The e-mail address of your {app} account is changing', greeting: 'Hello {name},', body: 'Someone signed in to your account asked to replace this address with another one. It changes once the new address is confirmed.', action: '', footer: 'If you did not ask for this, sign in and change your password now.' },
    registrationAttempt: { subject: 'Someone tried to create a {app} account with your address', greeting: 'Hello {name},', body: 'An account already uses this address, so no new one was created. If it was you, sign in, or choose a new password from the link below.', action: 'Choose a new password', footer: 'If it was not you, ignore this message: your account stays as it is. To check which provider accounts (Google, Microsoft…) can sign in to it, and remove one you do not know, open the “Linked accounts” section of your profile: {profile}' },
    linkProvider: { subject: 'Sign in to {app} with {provider}?', greeting: 'Hello {name},', body: 'Someone signed in with a {provider} account that gives this address. Follow the link below, within {minutes} minutes, to let that {provider} account sign in to yours.', action: 'Link {provider} to my account', footer: 'If it was not you, ignore this message: nothing changes.' },
    twoFactorCode: { subject: 'Your {app} sign-in code', greeting: 'Hello {name},', body: 'Your sign-in code is {code}. It works once, for {minutes} minutes.', action: '', footer: 'If you are not signing in, change your password: someone knows it.' },
    passwordReset: { subject: 'Reset your {app} password', greeting: 'Hello {name},', body: 'Someone asked to reset the password of your account. The link below works once, for {minutes} minutes.', action: 'Choose a new password', footer: 'If you did not ask for this, ignore this message: your password stays as it is.' },
    verifyEmail: { subject: 'Confirm your e-mail address for {app}', greeting: 'Hello {name},', body: 'Please confirm that this address is yours. The link below works for {minutes} minutes.', action: 'Confirm my address', footer: 'If you did not create an account, ignore this message.' },
  },
  fr: {
    emailChangeNotice: { subject: 'L’adresse e-mail de votre compte {app} va changer', greeting: 'Bonjour {name},', body: 'Une personne connectée à votre compte a demandé de remplacer cette adresse par une autre. Le changement aura lieu quand la nouvelle adresse sera confirmée.', action: '', footer: 'Si vous n’êtes pas à l’origine de cette demande, connectez-vous et changez votre mot de passe dès maintenant.' },
    registrationAttempt: { subject: 'Quelqu’un a essayé de créer un compte {app} avec votre adresse', greeting: 'Bonjour {name},', body: 'Un compte utilise déjà cette adresse : aucun nouveau compte n’a été créé. Si c’était vous, connectez-vous, ou choisissez un nouveau mot de passe avec le lien ci-dessous.', action: 'Choisir un nouveau mot de passe', footer: 'Si ce n’était pas vous, ignorez ce message : votre compte reste inchangé. Pour vérifier quels comptes de fournisseurs (Google, Microsoft…) peuvent s’y connecter, et retirer celui que vous ne connaissez pas, ouvrez la section « Comptes liés » de votre profil : {profile}' },
    linkProvider: { subject: 'Se connecter à {app} avec {provider} ?', greeting: 'Bonjour {name},', body: 'Quelqu’un s’est connecté avec un compte {provider} qui indique cette adresse. Suivez le lien ci-dessous, dans les {minutes} minutes, pour que ce compte {provider} puisse se connecter au vôtre.', action: 'Lier {provider} à mon compte', footer: 'Si ce n’était pas vous, ignorez ce message : rien ne change.' },
    twoFactorCode: { subject: 'Votre code de connexion {app}', greeting: 'Bonjour {name},', body: 'Votre code de connexion est {code}. Il ne sert qu’une fois, pendant {minutes} minutes.', action: '', footer: 'Si vous n’êtes pas en train de vous connecter, changez votre mot de passe : quelqu’un le connaît.' },
    passwordReset: { subject: 'Réinitialisez votre mot de passe {app}', greeting: 'Bonjour {name},', body: 'Une réinitialisation du mot de passe de votre compte a été demandée. Le lien ci-dessous ne sert qu’une fois, pendant {minutes} minutes.', action: 'Choisir un nouveau mot de passe', footer: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.' },
    verifyEmail: { subject: 'Confirmez votre adresse e-mail pour {app}', greeting: 'Bonjour {name},', body: 'Merci de confirmer que cette adresse est bien la vôtre. Le lien ci-dessous est valable {minutes} minutes.', action: 'Confirmer mon adresse', footer: 'Si vous n’avez pas créé de compte, ignorez ce message.' },
  },
  it: {
    emailChangeNotice: { subject: 'L’indirizzo e-mail del tuo account {app} sta per cambiare', greeting: 'Ciao {name},', body: 'Una persona collegata al tuo account ha chiesto di sostituire questo indirizzo con un altro. Il cambio avviene quando il nuovo indirizzo è confermato.', action: '', footer: 'Se non l’hai chiesto tu, accedi e cambia subito la password.' },
    registrationAttempt: { subject: 'Qualcuno ha provato a creare un account {app} con il tuo indirizzo', greeting: 'Ciao {name},', body: 'Un account usa già questo indirizzo: non ne è stato creato uno nuovo. Se eri tu, accedi, oppure scegli una nuova password con il link qui sotto.', action: 'Scegli una nuova password', footer: 'Se non eri tu, ignora questo messaggio: il tuo account non cambia. Per controllare quali account di fornitori (Google, Microsoft…) possono accedervi, e rimuovere quello che non conosci, apri la sezione «Account collegati» del tuo profilo: {profile}' },
    linkProvider: { subject: 'Accedere a {app} con {provider}?', greeting: 'Ciao {name},', body: 'Qualcuno ha effettuato l’accesso con un account {provider} che indica questo indirizzo. Segui il link qui sotto, entro {minutes} minuti, per permettere a quell’account {provider} di accedere al tuo.', action: 'Collega {provider} al mio account', footer: 'Se non eri tu, ignora questo messaggio: non cambia nulla.' },
    twoFactorCode: { subject: 'Il tuo codice di accesso a {app}', greeting: 'Ciao {name},', body: 'Il tuo codice di accesso è {code}. Funziona una sola volta, per {minutes} minuti.', action: '', footer: 'Se non stai accedendo, cambia la password: qualcuno la conosce.' },
    passwordReset: { subject: 'Reimposta la password di {app}', greeting: 'Ciao {name},', body: 'È stato chiesto di reimpostare la password del tuo account. Il link qui sotto funziona una sola volta, per {minutes} minuti.', action: 'Scegli una nuova password', footer: 'Se non l’hai chiesto tu, ignora questo messaggio: la tua password non cambia.' },
    verifyEmail: { subject: 'Conferma il tuo indirizzo e-mail per {app}', greeting: 'Ciao {name},', body: 'Conferma che questo indirizzo è tuo. Il link qui sotto è valido per {minutes} minuti.', action: 'Conferma il mio indirizzo', footer: 'Se non hai creato un account, ignora questo messaggio.' },
  },
  es: {
    emailChangeNotice: { subject: 'La dirección de correo de tu cuenta de {app} va a cambiar', greeting: 'Hola, {name}:', body: 'Una persona conectada a tu cuenta ha pedido sustituir esta dirección por otra. El cambio se hará cuando se confirme la nueva dirección.', action: '', footer: 'Si no lo has pedido tú, inicia sesión y cambia tu contraseña ahora.' },
    registrationAttempt: { subject: 'Alguien ha intentado crear una cuenta de {app} con tu dirección', greeting: 'Hola, {name}:', body: 'Ya hay una cuenta con esta dirección, así que no se ha creado otra. Si eras tú, inicia sesión o elige una contraseña nueva con el enlace de abajo.', action: 'Elegir una contraseña nueva', footer: 'Si no eras tú, ignora este mensaje: tu cuenta no cambia. Para comprobar qué cuentas de proveedores (Google, Microsoft…) pueden iniciar sesión en ella, y quitar la que no conozcas, abre la sección «Cuentas vinculadas» de tu perfil: {profile}' },
    linkProvider: { subject: '¿Iniciar sesión en {app} con {provider}?', greeting: 'Hola, {name}:', body: 'Alguien ha iniciado sesión con una cuenta de {provider} que indica esta dirección. Sigue el enlace de abajo, en los próximos {minutes} minutos, para que esa cuenta de {provider} pueda entrar en la tuya.', action: 'Vincular {provider} a mi cuenta', footer: 'Si no eras tú, ignora este mensaje: no cambia nada.' },
    twoFactorCode: { subject: 'Tu código de acceso a {app}', greeting: 'Hola, {name}:', body: 'Tu código de acceso es {code}. Funciona una sola vez, durante {minutes} minutos.', action: '', footer: 'Si no estás iniciando sesión, cambia tu contraseña: alguien la conoce.' },
    passwordReset: { subject: 'Restablece tu contraseña de {app}', greeting: 'Hola, {name}:', body: 'Se ha pedido restablecer la contraseña de tu cuenta. El enlace de abajo funciona una sola vez, durante {minutes} minutos.', action: 'Elegir una contraseña nueva', footer: 'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambia.' },
    verifyEmail: { subject: 'Confirma tu dirección de correo para {app}', greeting: 'Hola, {name}:', body: 'Confirma que esta dirección es tuya. El enlace de abajo es válido durante {minutes} minutos.', action: 'Confirmar mi dirección', footer: 'Si no has creado una cuenta, ignora este mensaje.' },
  },
  ca: {
    emailChangeNotice: { subject: 'L’adreça electrònica del teu compte de {app} canviarà', greeting: 'Hola, {name}:', body: 'Una persona connectada al teu compte ha demanat substituir aquesta adreça per una altra. El canvi es farà quan es confirmi l’adreça nova.', action: '', footer: 'Si no ho has demanat tu, inicia sessió i canvia la contrasenya ara mateix.' },
    registrationAttempt: { subject: 'Algú ha intentat crear un compte de {app} amb la teva adreça', greeting: 'Hola, {name}:', body: 'Ja hi ha un compte amb aquesta adreça, així que no se n’ha creat cap de nou. Si eres tu, inicia sessió o tria una contrasenya nova amb l’enllaç de sota.', action: 'Triar una contrasenya nova', footer: 'Si no eres tu, ignora aquest missatge: el teu compte no canvia. Per comprovar quins comptes de proveïdors (Google, Microsoft…) hi poden iniciar sessió, i treure el que no coneguis, obre la secció «Comptes vinculats» del teu perfil: {profile}' },
    linkProvider: { subject: 'Iniciar sessió a {app} amb {provider}?', greeting: 'Hola, {name}:', body: 'Algú ha iniciat sessió amb un compte de {provider} que indica aquesta adreça. Segueix l’enllaç de sota, en els pròxims {minutes} minuts, perquè aquest compte de {provider} pugui entrar al teu.', action: 'Vincular {provider} al meu compte', footer: 'Si no eres tu, ignora aquest missatge: no canvia res.' },
    twoFactorCode: { subject: 'El teu codi d’accés a {app}', greeting: 'Hola, {name}:', body: 'El teu codi d’accés és {code}. Funciona una sola vegada, durant {minutes} minuts.', action: '', footer: 'Si no estàs iniciant sessió, canvia la contrasenya: algú la coneix.' },
    passwordReset: { subject: 'Restableix la contrasenya de {app}', greeting: 'Hola, {name}:', body: 'S’ha demanat restablir la contrasenya del teu compte. L’enllaç de sota funciona una sola vegada, durant {minutes} minuts.', action: 'Triar una contrasenya nova', footer: 'Si no ho has demanat tu, ignora aquest missatge: la contrasenya no canvia.' },
    verifyEmail: { subject: 'Confirma la teva adreça electrònica per a {app}', greeting: 'Hola, {name}:', body: 'Confirma que aquesta adreça és teva. L’enllaç de sota és vàlid durant {minutes} minuts.', action: 'Confirmar la meva adreça', footer: 'Si no has creat cap compte, ignora aquest missatge.' },
  },
  da: {
    emailChangeNotice: { subject: 'E-mailadressen på din {app}-konto bliver ændret', greeting: 'Hej {name}', body: 'En person, der er logget ind på din konto, har bedt om at erstatte denne adresse med en anden. Den ændres, når den nye adresse er bekræftet.', action: '', footer: 'Hvis det ikke var dig, så log ind og skift din adgangskode nu.' },
    registrationAttempt: { subject: 'Nogen forsøgte at oprette en {app}-konto med din adresse', greeting: 'Hej {name}', body: 'En konto bruger allerede denne adresse, så der blev ikke oprettet en ny. Hvis det var dig, så log ind, eller vælg en ny adgangskode via linket nedenfor.', action: 'Vælg en ny adgangskode', footer: 'Hvis det ikke var dig, kan du se bort fra denne besked: din konto er uændret. Vil du se, hvilke konti hos udbydere (Google, Microsoft…) der kan logge ind på den, og fjerne en, du ikke kender, så åbn afsnittet “Forbundne konti” i din profil: {profile}' },
    linkProvider: { subject: 'Log ind på {app} med {provider}?', greeting: 'Hej {name}', body: 'Nogen loggede ind med en {provider}-konto, der oplyser denne adresse. Følg linket nedenfor inden for {minutes} minutter for at lade den {provider}-konto logge ind på din.', action: 'Knyt {provider} til min konto', footer: 'Hvis det ikke var dig, kan du se bort fra denne besked: intet ændres.' },
    twoFactorCode: { subject: 'Din login-kode til {app}', greeting: 'Hej {name}', body: 'Din login-kode er {code}. Den virker én gang i {minutes} minutter.', action: '', footer: 'Hvis du ikke er ved at logge ind, så skift din adgangskode: nogen kender den.' },
    passwordReset: { subject: 'Nulstil din adgangskode til {app}', greeting: 'Hej {name}',  body: 'Der er bedt om at nulstille adgangskoden til din konto. Linket nedenfor virker én gang i {minutes} minutter.', action: 'Vælg en ny adgangskode', footer: 'Hvis du ikke har bedt om det, kan du se bort fra denne besked: din adgangskode er uændret.' },
    verifyEmail: { subject: 'Bekræft din e-mailadresse til {app}', greeting: 'Hej {name}', body: 'Bekræft venligst, at denne adresse er din. Linket nedenfor gælder i {minutes} minutter.', action: 'Bekræft min adresse', footer: 'Hvis du ikke har oprettet en konto, kan du se bort fra denne besked.' },
  },
  ro: {
    emailChangeNotice: { subject: 'Adresa de e-mail a contului tău {app} se schimbă', greeting: 'Bună, {name},', body: 'O persoană autentificată în contul tău a cerut înlocuirea acestei adrese cu alta. Schimbarea are loc după confirmarea noii adrese.', action: '', footer: 'Dacă nu ai cerut acest lucru, autentifică-te și schimbă-ți parola acum.' },
    registrationAttempt: { subject: 'Cineva a încercat să creeze un cont {app} cu adresa ta', greeting: 'Bună, {name},', body: 'Un cont folosește deja această adresă, așa că nu s-a creat unul nou. Dacă ai fost tu, autentifică-te sau alege o parolă nouă cu linkul de mai jos.', action: 'Alege o parolă nouă', footer: 'Dacă nu ai fost tu, ignoră mesajul: contul tău rămâne neschimbat. Ca să verifici ce conturi de furnizori (Google, Microsoft…) se pot autentifica în el și să-l elimini pe cel pe care nu-l cunoști, deschide secțiunea „Conturi legate” din profilul tău: {profile}' },
    linkProvider: { subject: 'Te autentifici în {app} cu {provider}?', greeting: 'Bună, {name},', body: 'Cineva s-a autentificat cu un cont {provider} care indică această adresă. Urmează linkul de mai jos, în {minutes} minute, pentru ca acel cont {provider} să se poată autentifica în al tău.', action: 'Leagă {provider} de contul meu', footer: 'Dacă nu ai fost tu, ignoră mesajul: nu se schimbă nimic.' },
    twoFactorCode: { subject: 'Codul tău de autentificare {app}', greeting: 'Bună, {name},', body: 'Codul tău de autentificare este {code}. Funcționează o singură dată, timp de {minutes} minute.', action: '', footer: 'Dacă nu încerci să te autentifici, schimbă-ți parola: cineva o cunoaște.' },
    passwordReset: { subject: 'Resetează-ți parola {app}', greeting: 'Bună, {name},', body: 'S-a cerut resetarea parolei contului tău. Linkul de mai jos funcționează o singură dată, timp de {minutes} minute.', action: 'Alege o parolă nouă', footer: 'Dacă nu ai cerut acest lucru, ignoră mesajul: parola ta rămâne aceeași.' },
    verifyEmail: { subject: 'Confirmă adresa de e-mail pentru {app}', greeting: 'Bună, {name},', body: 'Te rugăm să confirmi că această adresă îți aparține. Linkul de mai jos este valabil {minutes} minute.', action: 'Confirm adresa', footer: 'Dacă nu ți-ai creat un cont, ignoră acest mesaj.' },
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An account e-mail in the recipient's language. */
export function renderAccountMail(kind: AccountMailKind, locale: Locale, values: MailValues) {
  return renderMail(ACCOUNT_MAILS[locale][kind], locale, values);
}

export type MailValues = { name: string; link?: string; code?: string; minutes: number; app: string; provider?: string; profile?: string };

/** Builds the HTML and plain-text bodies of one mail template in `locale`. */
export function renderMail(template: AccountMail, locale: Locale, values: MailValues) {
  const fill = (text: string) => text.replace(/\{(name|link|code|minutes|app|provider|profile)\}/g, (_, key: keyof typeof values) => String(values[key] ?? ''));
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
