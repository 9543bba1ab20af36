import type { Locale } from '@relais/domain';
import type { AccountMail } from './messages.ts';

export type ValidationDecision = 'accepted' | 'refused';

/** The answer to a member's validation request, in each interface language; `{link}` opens their account. */
export const VALIDATION_MAILS: Record<Locale, Record<ValidationDecision, AccountMail>> = {
  en: {
    accepted: { subject: 'Your {app} account is validated', greeting: 'Hello {name},', body: 'The platform team accepted your validation request: you can now use every area your account opens.', action: 'Open my account', footer: 'Thank you for joining {app}.' },
    refused: { subject: 'Your {app} validation request was refused', greeting: 'Hello {name},', body: 'The platform team refused your validation request. Your account stays open, without the areas that need a validated account.', action: 'Open my account', footer: 'If you think this is a mistake, answer this message or use the contact form of the site.' },
  },
  fr: {
    accepted: { subject: 'Votre compte {app} est validé', greeting: 'Bonjour {name},', body: 'L’équipe de la plateforme a accepté votre demande de validation : vous pouvez maintenant utiliser tous les espaces que votre compte ouvre.', action: 'Ouvrir mon compte', footer: 'Merci d’avoir rejoint {app}.' },
    refused: { subject: 'Votre demande de validation sur {app} a été refusée', greeting: 'Bonjour {name},', body: 'L’équipe de la plateforme a refusé votre demande de validation. Votre compte reste ouvert, sans les espaces qui demandent un compte validé.', action: 'Ouvrir mon compte', footer: 'Si vous pensez qu’il s’agit d’une erreur, répondez à ce message ou utilisez le formulaire de contact du site.' },
  },
  it: {
    accepted: { subject: 'Il tuo account {app} è convalidato', greeting: 'Ciao {name},', body: 'Il team della piattaforma ha accettato la tua richiesta di convalida: ora puoi usare tutte le aree che il tuo account apre.', action: 'Apri il mio account', footer: 'Grazie per esserti unito a {app}.' },
    refused: { subject: 'La tua richiesta di convalida su {app} è stata rifiutata', greeting: 'Ciao {name},', body: 'Il team della piattaforma ha rifiutato la tua richiesta di convalida. Il tuo account resta aperto, senza le aree che richiedono un account convalidato.', action: 'Apri il mio account', footer: 'Se pensi che sia un errore, rispondi a questo messaggio o usa il modulo di contatto del sito.' },
  },
  es: {
    accepted: { subject: 'Tu cuenta de {app} está validada', greeting: 'Hola, {name}:', body: 'El equipo de la plataforma ha aceptado tu solicitud de validación: ya puedes usar todos los espacios que abre tu cuenta.', action: 'Abrir mi cuenta', footer: 'Gracias por unirte a {app}.' },
    refused: { subject: 'Tu solicitud de validación en {app} ha sido rechazada', greeting: 'Hola, {name}:', body: 'El equipo de la plataforma ha rechazado tu solicitud de validación. Tu cuenta sigue abierta, sin los espacios que requieren una cuenta validada.', action: 'Abrir mi cuenta', footer: 'Si crees que es un error, responde a este mensaje o usa el formulario de contacto del sitio.' },
  },
  ca: {
    accepted: { subject: 'El teu compte de {app} està validat', greeting: 'Hola, {name}:', body: 'L’equip de la plataforma ha acceptat la teva sol·licitud de validació: ja pots fer servir tots els espais que obre el teu compte.', action: 'Obrir el meu compte', footer: 'Gràcies per unir-te a {app}.' },
    refused: { subject: 'La teva sol·licitud de validació a {app} s’ha rebutjat', greeting: 'Hola, {name}:', body: 'L’equip de la plataforma ha rebutjat la teva sol·licitud de validació. El teu compte continua obert, sense els espais que demanen un compte validat.', action: 'Obrir el meu compte', footer: 'Si creus que és un error, respon aquest missatge o fes servir el formulari de contacte del lloc.' },
  },
  da: {
    accepted: { subject: 'Din {app}-konto er godkendt', greeting: 'Hej {name}', body: 'Platformens team har godkendt din anmodning om godkendelse: du kan nu bruge alle de områder, din konto giver adgang til.', action: 'Åbn min konto', footer: 'Tak, fordi du er med i {app}.' },
    refused: { subject: 'Din anmodning om godkendelse på {app} blev afvist', greeting: 'Hej {name}', body: 'Platformens team har afvist din anmodning om godkendelse. Din konto forbliver åben, uden de områder der kræver en godkendt konto.', action: 'Åbn min konto', footer: 'Hvis du mener, det er en fejl, så svar på denne besked eller brug sidens kontaktformular.' },
  },
  ro: {
    accepted: { subject: 'Contul tău {app} este validat', greeting: 'Bună, {name},', body: 'Echipa platformei ți-a acceptat cererea de validare: acum poți folosi toate zonele pe care contul tău le deschide.', action: 'Deschide contul meu', footer: 'Îți mulțumim că te-ai alăturat {app}.' },
    refused: { subject: 'Cererea ta de validare pe {app} a fost refuzată', greeting: 'Bună, {name},', body: 'Echipa platformei ți-a refuzat cererea de validare. Contul tău rămâne deschis, fără zonele care cer un cont validat.', action: 'Deschide contul meu', footer: 'Dacă crezi că este o greșeală, răspunde la acest mesaj sau folosește formularul de contact al site-ului.' },
  },
};
