import { parityRows } from '../../policies/parity-rows.ts';
import { tablesOf } from '../../services/tables.ts';

/** Surveys: a survey with a choice, answered by the member and by a stranger. */
export default parityRows({
  async seed({ db, create, linked, users: { member, stranger } }) {
    const survey = await create('surveys', { attributes: { question: 'Parity?' } });
    await create('survey-choices', { attributes: { text: 'Yes' }, relationships: { survey: linked('surveys', survey) } });
    for (const userId of [member, stranger]) await db.insert(tablesOf('survey-answers').table).values({ surveyId: survey, userId });
  },
  excluded: ['survey-answers for the member'],
});
