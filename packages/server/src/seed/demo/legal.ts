import type { DemoPage } from './types.ts';
import { textPage } from './types.ts';

/** The footer's legal pages and the accessibility statement; editors adapt them to their organization. */
export const legalPages: DemoPage[] = [
  textPage(
    '/legal/notice',
    { en: 'Legal notice', fr: 'Mentions légales' },
    { en: 'Who publishes this site and who hosts it.', fr: 'Qui édite ce site et qui l’héberge.' },
    {
      en: '<h2>Publisher</h2><p>This site is published by the association that runs the Relais platform. The director of publication is its chair.</p><h2>Hosting</h2><p>The site is hosted in the European Union by a provider bound by the General Data Protection Regulation.</p><h2>Intellectual property</h2><p>Texts and images are published by their authors, who keep their rights. Unless stated otherwise, you may share them for non-commercial purposes, citing the source.</p><h2>Contact</h2><p>Write to us through the contact form to report an error or ask a question about this site.</p>',
      fr: '<h2>Éditeur</h2><p>Ce site est édité par l’association qui anime la plateforme Relais. Le directeur de la publication est son président ou sa présidente.</p><h2>Hébergement</h2><p>Le site est hébergé dans l’Union européenne par un prestataire soumis au Règlement général sur la protection des données.</p><h2>Propriété intellectuelle</h2><p>Les textes et images sont publiés par leurs auteurs, qui en conservent les droits. Sauf mention contraire, vous pouvez les partager à des fins non commerciales en citant la source.</p><h2>Contact</h2><p>Écrivez-nous via le formulaire de contact pour signaler une erreur ou poser une question sur ce site.</p>',
    },
  ),
  textPage(
    '/legal/privacy-policy',
    { en: 'Privacy policy', fr: 'Politique de confidentialité' },
    { en: 'What we collect, why, and your rights.', fr: 'Ce que nous collectons, pourquoi, et vos droits.' },
    {
      en: '<h2>What we collect</h2><p>When you create an account we keep your name, e-mail address and the settings you choose (language, accessibility preferences). We never sell these data.</p><h2>Why</h2><p>To let you sign in, lend equipment, take part in the forum and receive the messages you asked for.</p><h2>How long</h2><p>Your data are kept while your account is active, then deleted within one year of your last sign-in unless the law requires otherwise.</p><h2>Your rights</h2><p>You may access, correct, export or delete your data, and object to their use, by writing to us. You may also complain to your data protection authority.</p>',
      fr: '<h2>Ce que nous collectons</h2><p>Lorsque vous créez un compte, nous conservons votre nom, votre adresse e-mail et les réglages que vous choisissez (langue, préférences d’accessibilité). Nous ne vendons jamais ces données.</p><h2>Pourquoi</h2><p>Pour vous permettre de vous connecter, d’emprunter du matériel, de participer au forum et de recevoir les messages que vous avez demandés.</p><h2>Combien de temps</h2><p>Vos données sont conservées tant que votre compte est actif, puis supprimées dans l’année qui suit votre dernière connexion, sauf obligation légale.</p><h2>Vos droits</h2><p>Vous pouvez accéder à vos données, les rectifier, les exporter ou les supprimer, et vous opposer à leur utilisation, en nous écrivant. Vous pouvez aussi saisir la CNIL.</p>',
    },
  ),
  textPage(
    '/legal/cookies',
    { en: 'Cookies', fr: 'Cookies' },
    { en: 'The cookies this site sets and how to choose.', fr: 'Les cookies déposés par ce site et comment choisir.' },
    {
      en: '<h2>Necessary cookies</h2><p>A session cookie keeps you signed in and a security cookie protects your forms. They are needed for the site to work and expire when you sign out or after two weeks.</p><h2>Video providers</h2><p>YouTube and Vimeo set their own cookies when you play one of their videos. We load these players only after you allow them, provider by provider.</p><h2>Your choice</h2><p>Use the cookie button at the bottom of every page to change your choice at any time. It is kept for 365 days.</p>',
      fr: '<h2>Cookies nécessaires</h2><p>Un cookie de session maintient votre connexion et un cookie de sécurité protège vos formulaires. Ils sont indispensables au fonctionnement du site et expirent à la déconnexion ou au bout de deux semaines.</p><h2>Plateformes vidéo</h2><p>YouTube et Vimeo déposent leurs propres cookies lorsque vous lancez l’une de leurs vidéos. Nous ne chargeons ces lecteurs qu’après votre accord, plateforme par plateforme.</p><h2>Votre choix</h2><p>Le bouton cookies, en bas de chaque page, vous permet de modifier votre choix à tout moment. Il est conservé 365 jours.</p>',
    },
  ),
  textPage(
    '/legal/terms',
    { en: 'Terms of use', fr: 'Conditions d’utilisation' },
    { en: 'The rules that keep this community useful and kind.', fr: 'Les règles qui rendent cette communauté utile et bienveillante.' },
    {
      en: '<h2>Using the site</h2><p>Reading the site is free and open to everyone. Some areas require an account, which is personal: keep your password to yourself.</p><h2>What you publish</h2><p>You remain the author of what you post and are responsible for it. Be respectful, share only what you have the right to share, and never post someone else’s health information.</p><h2>Moderation</h2><p>Moderators may hide or remove content that breaks these rules, and suspend an account after a warning.</p><h2>Advice is not a prescription</h2><p>Advice shared here does not replace an assessment by a health professional who knows the person concerned.</p>',
      fr: '<h2>Utilisation du site</h2><p>La consultation du site est libre et gratuite. Certains espaces demandent un compte, qui est personnel : gardez votre mot de passe pour vous.</p><h2>Ce que vous publiez</h2><p>Vous restez l’auteur de ce que vous publiez et en êtes responsable. Soyez respectueux, ne partagez que ce que vous avez le droit de partager, et ne publiez jamais les informations de santé d’une autre personne.</p><h2>Modération</h2><p>Les modérateurs peuvent masquer ou retirer un contenu qui enfreint ces règles, et suspendre un compte après un avertissement.</p><h2>Un conseil n’est pas une prescription</h2><p>Les conseils partagés ici ne remplacent pas l’évaluation d’un professionnel de santé qui connaît la personne concernée.</p>',
    },
  ),
  textPage(
    '/accessibility',
    { en: 'Accessibility', fr: 'Accessibilité' },
    { en: 'Accessibility is why this platform exists.', fr: 'L’accessibilité est la raison d’être de cette plateforme.' },
    {
      en: '<h2>Our commitment</h2><p>We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page, and we test each screen with automated checks, the keyboard and screen readers.</p><h2>Adapt the site to you</h2><p>Open the accessibility settings to choose a dyslexia-friendly font, a larger text size, more space between lines and letters, grayscale images, or notifications that stay until you close them. Your settings are kept on this device.</p><h2>Something does not work?</h2><p>If a page or a document is hard to use, tell us through the contact form: describe what you tried and which tools you use. We answer within five working days and will send you the content in another format if needed.</p>',
      fr: '<h2>Notre engagement</h2><p>Nous visons la conformité au niveau AA des Règles pour l’accessibilité des contenus web (WCAG) 2.2 sur chaque page, et nous testons chaque écran avec des vérifications automatiques, au clavier et avec des lecteurs d’écran.</p><h2>Adaptez le site à vos besoins</h2><p>Ouvrez les paramètres d’accessibilité pour choisir une police adaptée à la dyslexie, un texte plus grand, plus d’espace entre les lignes et les lettres, des images en niveaux de gris ou des notifications qui restent affichées jusqu’à ce que vous les fermiez. Vos réglages sont conservés sur cet appareil.</p><h2>Quelque chose ne fonctionne pas ?</h2><p>Si une page ou un document est difficile à utiliser, dites-le-nous via le formulaire de contact : décrivez ce que vous avez essayé et les outils que vous utilisez. Nous répondons sous cinq jours ouvrés et vous enverrons le contenu dans un autre format si besoin.</p>',
    },
  ),
];
