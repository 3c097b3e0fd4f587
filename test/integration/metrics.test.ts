import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { JobQueue } from '../../server/jobs/job-queue.ts';

const TOKEN = 'scrape-token-0123456789abcdef';

/** The value of one series in Prometheus's text format, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics (/metrics for Prometheus)', () => {
  describe('without METRICS_TOKEN', () => {
    let t: TestApp;
    before(async () => { t = await startTestApp(); });
    after(() => t.close());

    it('has no /metrics at all', async () => {
      const res = await t.fetch('/metrics');
      expect(res.status).to.equal(404);
      expect(await res.text()).not.to.include('http_requests_total');
      // A bearer there is an API token like any other, and an unknown one is refused.
      expect((await t.fetch('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).to.equal(401);
    });
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    const scrape = async () => {
      const res = await t.fetch('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.match(/^text\/plain; version=0\.0\.4/);
      return res.text();
    };
    before(async () => { t = await startTestApp({ METRICS_TOKEN: TOKEN }); });
    after(() => t.close());

    it('refuses a scraper without the token, or with another, with 401', async () => {
      for (const authorization of [undefined, 'Bearer wrong-token-0123456789abc', TOKEN, `Basic ${TOKEN}`]) {
        const res = await t.fetch('/metrics', { headers: authorization ? { authorization } : {} });
        expect(res.status, String(authorization)).to.equal(401);
        expect(res.headers.get('www-authenticate')).to.equal('Bearer');
        expect(await res.text()).not.to.include('http_requests_total');
      }
    });

    it('counts requests by route pattern and status, never by the URL', async () => {
      const secret = 'feedtoken5b0c9e2f7a1d';
      for (let i = 0; i < 3; i++) expect((await t.fetch(`/calendar/${secret}.ics`)).status).to.equal(404);
      expect((await t.fetch('/healthz')).status).to.equal(200);
      const text = await scrape();
      expect(sample(text, 'http_requests_total{method="GET",route="/calendar/:file",status="404"}')).to.equal(3);
      expect(sample(text, 'http_requests_total{method="GET",route="/healthz",status="200"}')).to.equal(1);
      expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/calendar/:file",status="404"}')).to.equal(3);
      expect(text).to.match(/^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/calendar\/:file",status="404"\} \d+$/m);
      expect(text).not.to.include(secret);
    });

    it('shows the page cache and the vet list caches, hits and misses, and their ratio', async () => {
      // The first view of a public page is rendered and kept, the next ones answered from memory before Express.
      for (let i = 0; i < 3; i++) expect((await t.fetch('/')).status).to.equal(200);
      await t.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ vendorServices { id } }' }) });
      const text = await scrape();
      expect(sample(text, 'petcare_cache_requests_total{cache="public_pages",result="hit"}')).to.be.at.least(2);
      expect(sample(text, 'petcare_cache_requests_total{cache="public_pages",result="miss"}')).to.be.at.least(1);
      expect(sample(text, 'petcare_cache_hit_ratio{cache="public_pages"}')).to.be.within(0, 1);
      expect(sample(text, 'petcare_cache_requests_total{cache="vet_searches",result="miss"}')).to.be.at.least(1);
      expect(sample(text, 'http_requests_total{method="GET",route="(page cache)",status="200"}')).to.be.at.least(2);
      expect(sample(text, 'http_requests_total{method="POST",route="/graphql",status="200"}')).to.be.at.least(1);
    });

    it('shows the job queues: jobs waiting and jobs that failed for good', async () => {
      const queue = new JobQueue(t.testDb.db);
      await queue.start([
        { name: 'metrics-waiting', handler: async () => undefined },
        { name: 'metrics-failing', retryLimit: 0, handler: async () => { throw new Error('broken on purpose'); } },
      ]);
      await queue.send('metrics-waiting', {});
      await queue.send('metrics-waiting', {});
      await queue.send('metrics-failing', {});
      await queue.drain(['metrics-failing']);
      await queue.stop();
      const text = await scrape();
      expect(sample(text, 'petcare_job_queue_depth{queue="metrics-waiting"}')).to.equal(2);
      expect(sample(text, 'petcare_jobs_failed{queue="metrics-failing"}')).to.equal(1);
      expect(sample(text, 'petcare_job_queue_depth{queue="metrics-failing"}')).to.equal(0);
    });

    it('shows the outbox by channel, and the process itself', async () => {
      await t.deps.adapters.mail.send({ to: 'someone@example.test', subject: 'Hello', text: 'Hi' });
      await t.deps.adapters.sms.send({ to: '2125550100', text: 'Hi' });
      const text = await scrape();
      expect(sample(text, 'petcare_outbox_messages{channel="email"}')).to.be.at.least(1);
      expect(sample(text, 'petcare_outbox_messages{channel="sms"}')).to.be.at.least(1);
      expect(text).not.to.include('someone@example.test');
      expect(text).to.match(/^process_cpu_user_seconds_total \d/m);
      expect(text).to.match(/^nodejs_eventloop_lag_seconds \d/m);
    });
  });
});
