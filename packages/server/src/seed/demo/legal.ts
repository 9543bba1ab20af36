import type { DemoPage } from './types.ts';
import { textPage } from './types.ts';

/**
 * The footer's legal pages and the accessibility statement (the EU model statement's sections);
 * editors adapt them to their organization. The operator's facts are tokens the page answer fills
 * in from the settings (services/site-facts.ts).
 */
export const legalPages: DemoPage[] = [
  textPage(
    '/legal/notice',
    { en: 'Legal notice', fr: 'Mentions légales' },
    { en: 'Who publishes this site and who hosts it.', fr: 'Qui édite ce site et qui l’héberge.' },
    {
      en: '<h2>Publisher</h2><p>This site is published by {{site.publisher}}.</p><p>Postal address: {{site.address}}.</p><p>Contact: {{site.contact}}.</p><h2>Host</h2><p>The site is hosted by {{site.host}}.</p><h2>Intellectual property</h2><p>Texts and images are published by their authors, who keep their rights. Unless stated otherwise, you may share them for non-commercial purposes, citing the source.</p><h2>Personal data</h2><p>How your data are used, and your rights, are explained in the <a href="/legal/privacy-policy">privacy policy</a>.</p>',
      fr: '<h2>Éditeur</h2><p>Ce site est édité par {{site.publisher}}.</p><p>Adresse postale : {{site.address}}.</p><p>Contact : {{site.contact}}.</p><h2>Hébergeur</h2><p>Le site est hébergé par {{site.host}}.</p><h2>Propriété intellectuelle</h2><p>Les textes et images sont publiés par leurs auteurs, qui en conservent les droits. Sauf mention contraire, vous pouvez les partager à des fins non commerciales en citant la source.</p><h2>Données personnelles</h2><p>L’usage de vos données et vos droits sont expliqués dans la <a href="/legal/privacy-policy">politique de confidentialité</a>.</p>',
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
    { en: 'Accessibility statement', fr: 'Déclaration d’accessibilité' },
    { en: 'Accessibility is why this platform exists.', fr: 'L’accessibilité est la raison d’être de cette plateforme.' },
    {
      en: '<p>{{site.publisher}} is committed to making this site accessible, in accordance with Directive (EU) 2016/2102 on the accessibility of the websites and mobile applications of public sector bodies. This statement applies to this site.</p><h2>Compliance status</h2><p>This site is {{accessibility.status}} with the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the level the European standard EN 301 549 requires, because of the content listed below.</p><h2>Non-accessible content</h2><p>No content is known to fall short of these guidelines today: each screen is checked with automated tests, the keyboard and screen readers. Documents that members publish (files, videos) may not be accessible; ask us and we will send their content in another format.</p><h2>Preparation of this accessibility statement</h2><p>This statement was prepared on {{accessibility.date}}, from a self-assessment of the site as it runs.</p><h2>Adapt the site to you</h2><p>Open the accessibility settings to choose a dyslexia-friendly font, a larger text size, more space between lines and letters, grayscale images, or notifications that stay until you close them. Your settings are kept on this device, and on your account when you are signed in.</p><h2>Feedback and contact information</h2><p>If a page or a document is hard to use, or to ask for content in another format, contact us: {{site.contact}}. Describe what you tried and which tools you use; we answer within five working days.</p><h2>Enforcement procedure</h2><p>If our answer does not satisfy you, you may turn to the body that enforces accessibility in your country (in France, the Défenseur des droits), which will examine your complaint.</p>',
      fr: '<p>{{site.publisher}} s’engage à rendre ce site accessible, conformément à la directive (UE) 2016/2102 relative à l’accessibilité des sites internet et des applications mobiles des organismes du secteur public. Cette déclaration s’applique à ce site.</p><h2>État de conformité</h2><p>Ce site est {{accessibility.status}} aux Règles pour l’accessibilité des contenus web (WCAG) 2.2 niveau AA, le niveau qu’exige la norme européenne EN 301 549, en raison des contenus listés ci-dessous.</p><h2>Contenus non accessibles</h2><p>Aucun contenu n’est connu à ce jour pour manquer à ces règles : chaque écran est vérifié par des tests automatiques, au clavier et avec des lecteurs d’écran. Les documents que publient les membres (fichiers, vidéos) peuvent ne pas être accessibles ; demandez-nous-les et nous vous en enverrons le contenu dans un autre format.</p><h2>Établissement de cette déclaration</h2><p>Cette déclaration a été établie le {{accessibility.date}}, à partir d’une auto-évaluation du site tel qu’il fonctionne.</p><h2>Adaptez le site à vos besoins</h2><p>Ouvrez les paramètres d’accessibilité pour choisir une police adaptée à la dyslexie, un texte plus grand, plus d’espace entre les lignes et les lettres, des images en niveaux de gris ou des notifications qui restent affichées jusqu’à ce que vous les fermiez. Vos réglages sont conservés sur cet appareil, et sur votre compte lorsque vous êtes connecté.</p><h2>Retour d’information et contact</h2><p>Si une page ou un document est difficile à utiliser, ou pour obtenir un contenu dans un autre format, contactez-nous : {{site.contact}}. Décrivez ce que vous avez essayé et les outils que vous utilisez ; nous répondons sous cinq jours ouvrés.</p><h2>Voies de recours</h2><p>Si notre réponse ne vous satisfait pas, vous pouvez vous adresser à l’organisme chargé de l’accessibilité dans votre pays (en France, le Défenseur des droits), qui examinera votre réclamation.</p>',
    },
  ),
];
