import { and, eq } from 'drizzle-orm';
import type { EngineContext } from '../../jsonapi/context.ts';
import { tablesOf } from '../../services/tables.ts';
import { createThrough, withTranslations } from '../operations.ts';
import type { Bilingual, DemoPage } from './types.ts';

/** The demo's rental page: `/rental` holds the catalogue (each model opens at `/rental/<id>`). */
export const rentalPage: DemoPage = {
  path: '/rental',
  title: { en: 'Rent equipment', fr: 'Louer du matériel' },
  description: {
    en: 'Try assistive equipment at home before buying: communication aids, switches, seating and daily living aids, lent by the week.',
    fr: 'Essayez du matériel d’aide technique chez vous avant de l’acheter : aides à la communication, contacteurs, positionnement et vie quotidienne, prêtés à la semaine.',
  },
  components: [
    {
      name: 'pageRentalModels',
      props: {
        en: { title: 'Rent equipment', subtitle: 'Try before you buy: choose a model, check when it is free, and put it in your cart.', perPage: 12 },
        fr: { title: 'Louer du matériel', subtitle: 'Essayez avant d’acheter : choisissez un modèle, voyez quand il est libre, et ajoutez-le au panier.', perPage: 12 },
      },
    },
  ],
};

/** The demo's coupons page: `/coupons` holds the coupons members buy and use on a rental. */
export const couponsPage: DemoPage = {
  path: '/coupons',
  title: { en: 'Coupons', fr: 'Bons de réduction' },
  description: {
    en: 'Coupons to take off the price of a rental: buy one, then choose it in your rental’s summary.',
    fr: 'Des bons à déduire du prix d’une location : achetez-en un, puis choisissez-le dans le récapitulatif de votre location.',
  },
  components: [
    {
      name: 'pageCoupons',
      props: {
        en: { title: 'Coupons', subtitle: 'Buy a coupon, then choose it in the summary of your next rental.' },
        fr: { title: 'Bons de réduction', subtitle: 'Achetez un bon, puis choisissez-le dans le récapitulatif de votre prochaine location.' },
      },
    },
  ],
};

const t = (en: string, fr: string): Bilingual => ({ en, fr });
const p = (en: string, fr: string): Bilingual => ({ en: `<p>${en}</p>`, fr: `<p>${fr}</p>` });

const CATEGORIES = [
  t('Communication aids', 'Aides à la communication'),
  t('Access and control', 'Accès et contrôle'),
  t('Seating and mobility', 'Positionnement et mobilité'),
  t('Daily living', 'Vie quotidienne'),
];

/** 15 models in 4 categories: price of a rental in cents (tax included), units in Lyon and Paris. */
const MODELS: { category: number; name: Bilingual; description: Bilingual; price: number; lyon: number; paris: number }[] = [
  { category: 0, name: t('Eye-gaze communication tablet', 'Tablette de communication à commande oculaire'), description: p('A 13-inch tablet with an eye tracker and a symbol vocabulary: speak by looking at the screen.', 'Une tablette 13 pouces avec caméra oculaire et vocabulaire de symboles : parler en regardant l’écran.'), price: 12_000, lyon: 1, paris: 0 },
  { category: 0, name: t('10-inch speech device', 'Appareil de synthèse vocale 10 pouces'), description: p('A sturdy device with a keyboard and symbol grids, heard clearly in a noisy room.', 'Un appareil robuste avec clavier et grilles de symboles, bien entendu dans une pièce bruyante.'), price: 9_000, lyon: 1, paris: 1 },
  { category: 0, name: t('Single-message talking switch', 'Contacteur parlant à message unique'), description: p('Record a message, press to say it: a first step towards communication.', 'Enregistrez un message, appuyez pour le dire : un premier pas vers la communication.'), price: 1_500, lyon: 2, paris: 2 },
  { category: 0, name: t('Tablet with keyguard and AAC app', 'Tablette avec guide-doigts et application de CAA'), description: p('A tablet in a rugged case with a keyguard, ready with a communication app.', 'Une tablette en coque renforcée avec guide-doigts, prête avec une application de communication.'), price: 6_000, lyon: 1, paris: 1 },
  { category: 1, name: t('Head mouse', 'Souris frontale'), description: p('Move the pointer with small head movements; click by dwelling or with a switch.', 'Déplacez le pointeur par de petits mouvements de tête ; cliquez par temporisation ou contacteur.'), price: 4_500, lyon: 1, paris: 1 },
  { category: 1, name: t('Set of adapted switches', 'Jeu de contacteurs adaptés'), description: p('Five switches of different sizes and forces, with mounts, to find the right one.', 'Cinq contacteurs de tailles et de forces différentes, avec fixations, pour trouver le bon.'), price: 1_200, lyon: 2, paris: 1 },
  { category: 1, name: t('Joystick mouse', 'Souris joystick'), description: p('A joystick that moves the pointer, with separate buttons for the clicks.', 'Un joystick qui déplace le pointeur, avec des boutons séparés pour les clics.'), price: 2_500, lyon: 1, paris: 1 },
  { category: 1, name: t('Compact keyboard with keyguard', 'Clavier compact avec guide-doigts'), description: p('A small keyboard with large keys and a keyguard, for a limited range of movement.', 'Un petit clavier à grosses touches avec guide-doigts, pour une amplitude de mouvement réduite.'), price: 2_000, lyon: 1, paris: 1 },
  { category: 2, name: t('Standing frame', 'Verticalisateur'), description: p('A frame that holds a child or an adult standing, adjustable as they grow.', 'Un cadre qui maintient debout un enfant ou un adulte, réglable à mesure qu’il grandit.'), price: 8_000, lyon: 1, paris: 0 },
  { category: 2, name: t('Adapted stroller', 'Poussette adaptée'), description: p('A stroller with a moulded seat and head support for outings.', 'Une poussette à assise moulée avec appui-tête pour les sorties.'), price: 7_000, lyon: 0, paris: 2 },
  { category: 2, name: t('Positioning cushion', 'Coussin de positionnement'), description: p('A shaped cushion that keeps the pelvis steady in a chair.', 'Un coussin galbé qui stabilise le bassin dans un fauteuil.'), price: 2_500, lyon: 2, paris: 1 },
  { category: 2, name: t('Mobile arm support', 'Support d’avant-bras dynamique'), description: p('Supports the arm’s weight so the hand can reach the table or the face.', 'Porte le poids du bras pour que la main atteigne la table ou le visage.'), price: 6_500, lyon: 1, paris: 1 },
  { category: 3, name: t('Environmental control unit', 'Contrôle d’environnement'), description: p('Open the door, switch the lights and the television from one switch or a tablet.', 'Ouvrir la porte, allumer la lumière et la télévision depuis un contacteur ou une tablette.'), price: 5_000, lyon: 1, paris: 1 },
  { category: 3, name: t('Electric feeding aid', 'Aide au repas électrique'), description: p('A robotic arm that brings the spoon to the mouth at the user’s pace.', 'Un bras robotisé qui porte la cuillère à la bouche au rythme de la personne.'), price: 9_500, lyon: 1, paris: 0 },
  { category: 3, name: t('Automatic page turner', 'Tourne-pages automatique'), description: p('Turns the pages of a book or a magazine at the press of a switch.', 'Tourne les pages d’un livre ou d’un magazine par un appui sur un contacteur.'), price: 4_000, lyon: 0, paris: 1 },
];

const MEMBERS = [
  { firstName: 'Léa', lastName: 'Martin', city: 'Lyon', postalCode: '69003', line1: '12 rue Paul Bert' },
  { firstName: 'Samuel', lastName: 'Okafor', city: 'Paris', postalCode: '75011', line1: '48 boulevard Voltaire' },
];

const DAY = 86_400_000;
const dayFromNow = (days: number) => new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY);

/** Counts the demo seeds, for the seed's test. */
export const DEMO_RENTAL = { categories: CATEGORIES.length, models: MODELS.length, stocks: 2, members: MEMBERS.length } as const;

/**
 * The demo rental: 15 models in 4 categories with their units in two stocks (one under
 * maintenance next week), and two members' commands in different states — Léa's coming (validated,
 * contract waiting), Samuel's finished and another running — each with its steps.
 */
export async function seedDemoRental(ctx: EngineContext): Promise<void> {
  const categoryIds: string[] = [];
  for (const name of CATEGORIES) categoryIds.push(await createThrough(ctx, 'rental-model-categories', withTranslations({}, { name })));
  const lyon = await createThrough(ctx, 'rental-stocks', { name: 'Lyon' });
  const paris = await createThrough(ctx, 'rental-stocks', { name: 'Paris' });
  const modelIds: string[] = [];
  for (const [index, model] of MODELS.entries()) {
    const id = await createThrough(ctx, 'rental-models', withTranslations({ rentingPrice: model.price }, { name: model.name, description: model.description }), { category: ['rental-model-categories', categoryIds[model.category]!] });
    modelIds.push(id);
    const units = [...Array<string>(model.lyon).fill(lyon), ...Array<string>(model.paris).fill(paris)];
    for (const [unit, stock] of units.entries()) {
      // The second speech device is being serviced next week.
      const unavailabilities = index === 1 && unit === 1 ? [{ startAt: dayFromNow(7).toISOString(), endAt: dayFromNow(14).toISOString(), reason: 'Maintenance' }] : null;
      await createThrough(ctx, 'rental-items', { stockId: `${stock === lyon ? 'LY' : 'PA'}-${String(index + 1).padStart(2, '0')}-${unit + 1}`, unavailabilities }, { rentalModel: ['rental-models', id], stocks: ['rental-stocks', [stock]] });
    }
  }

  const members: { id: string; address: string }[] = [];
  for (const member of MEMBERS) {
    const id = await createThrough(ctx, 'users', {
      firstName: member.firstName,
      lastName: member.lastName,
      email: `${member.firstName.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.${member.lastName.toLowerCase()}@demo.relais.local`,
      locale: member.city === 'Lyon' ? 'fr' : 'en',
      validatedAt: new Date().toISOString(),
      emailVerifiedAt: new Date().toISOString(),
    });
    const address = await createThrough(ctx, 'addresses', { fullName: `${member.firstName} ${member.lastName}`, line1: member.line1, postalCode: member.postalCode, city: member.city }, { user: ['users', id] });
    members.push({ id, address });
  }

  const steps = tablesOf('rental-command-steps').table;
  /** A command placed for a member, its validation step set, then its later steps. */
  const command = async (
    member: { id: string; address: string },
    values: { strategy: string; start: number; end: number; models: Record<string, number>; shippingPrice?: number; comment?: string },
    done: [string, string, number][],
  ) => {
    const shipping = values.strategy === 'ship_to_address';
    const id = await createThrough(
      ctx,
      'rental-commands',
      { rentalStrategy: values.strategy, startAt: dayFromNow(values.start).toISOString(), endAt: dayFromNow(values.end).toISOString(), models: values.models, shippingPrice: values.shippingPrice ?? 0, comment: values.comment ?? null },
      { commandBy: ['users', member.id], billingAddress: ['addresses', member.address], shippingAddress: ['addresses', shipping ? member.address : null] },
    );
    for (const [type, status, daysAgo] of done) {
      const doneAt = status === 'success' ? dayFromNow(-daysAgo).toISOString() : null;
      if (type === 'validation') {
        await ctx.db.update(steps).set({ statusId: status, doneAt: doneAt ? new Date(doneAt) : null }).where(and(eq(steps.commandId, id), eq(steps.stepTypeId, 'validation')));
        continue;
      }
      await createThrough(ctx, 'rental-command-steps', { position: ['validation', 'contract', 'payment', 'preparation', 'delivery', 'retrieval', 'return', 'closure', 'cancellation'].indexOf(type), doneAt }, {
        command: ['rental-commands', id],
        stepType: ['rental-command-step-types', type],
        status: ['rental-command-step-statuses', status],
      });
    }
  };
  const [lea, samuel] = members as [{ id: string; address: string }, { id: string; address: string }];
  await command(lea, { strategy: 'pick_up', start: 10, end: 38, models: { [modelIds[0]!]: 1, [modelIds[5]!]: 1 }, comment: 'Pour essayer à la maison et à l’école.' }, [
    ['validation', 'success', 1],
    ['contract', 'waiting', 0],
    ['payment', 'pending', 0],
  ]);
  await command(samuel, { strategy: 'ship_to_address', start: -70, end: -42, models: { [modelIds[9]!]: 1 }, shippingPrice: 1_500 }, [
    ['validation', 'success', 80],
    ['contract', 'success', 78],
    ['payment', 'success', 76],
    ['preparation', 'success', 72],
    ['delivery', 'success', 70],
    ['return', 'success', 42],
    ['closure', 'success', 40],
  ]);
  await command(samuel, { strategy: 'pick_up', start: -5, end: 23, models: { [modelIds[4]!]: 1, [modelIds[12]!]: 1 } }, [
    ['validation', 'success', 12],
    ['contract', 'success', 10],
    ['payment', 'success', 9],
    ['preparation', 'success', 6],
    ['retrieval', 'success', 5],
    ['return', 'pending', 0],
  ]);
}

/** Three coupons: one per person, one limited in number and date, one without limits. */
export async function seedDemoCoupons(ctx: EngineContext): Promise<void> {
  await createThrough(ctx, 'coupons', withTranslations({ amount: 1_000, purchaseIndividualLimitCount: 1 }, { name: t('Welcome coupon', 'Bon de bienvenue'), description: p('€10 off your first rental.', '10 € de réduction sur votre première location.') }));
  await createThrough(
    ctx,
    'coupons',
    withTranslations({ amount: 2_500, purchaseLimitCount: 50, purchaseLimitAt: dayFromNow(90).toISOString() }, { name: t('Summer trial', 'Essai d’été'), description: p('€25 off a summer rental, 50 coupons only.', '25 € de réduction sur une location d’été, 50 bons seulement.') }),
  );
  await createThrough(ctx, 'coupons', withTranslations({ amount: 5_000 }, { name: t('Association pack', 'Pack association'), description: p('€50 off for associations renting for their members.', '50 € de réduction pour les associations qui louent pour leurs membres.') }));
}
