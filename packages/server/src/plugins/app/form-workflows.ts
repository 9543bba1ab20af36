import fp from 'fastify-plugin';
import { configureFormWorkflows, WORKFLOW_RUNS_JOB } from '../../resources/forms/form-workflows.ts';
import { executeWorkflowRuns, markInterruptedRuns } from '../../services/form-workflow-runs.ts';

/**
 * The advanced forms' workflow executor: runs the runs a response queued (`form-workflow-runs`
 * jobs), after the response's transaction has committed. Webhooks may call `http:` and private
 * addresses only while the app runs its tests, or outside production with FORM_WEBHOOKS_ALLOW_LOCAL
 * (the browser tests' receiver listens on this machine). Every poll
 * first marks failed the runs a stopped server left `running` (`markInterruptedRuns`).
 */
export const formWorkflowsPlugin = fp(
  async (app) => {
    configureFormWorkflows({ appUrl: app.config.appUrl, allowInsecureUrls: app.config.env === 'test' || app.config.formWebhooksAllowLocal });
    app.jobs.handle(WORKFLOW_RUNS_JOB, async (payload) => {
      const runIds = Array.isArray(payload.runIds) ? payload.runIds.filter((id): id is string => typeof id === 'string') : [];
      await executeWorkflowRuns({ db: app.db, mailer: app.mailer, config: app.config }, runIds);
    });
    app.jobs.onPoll('interrupted-workflow-runs', () => markInterruptedRuns(app.db));
  },
  { name: 'form-workflows', dependencies: ['context', 'jobs', 'mailer'] },
);
