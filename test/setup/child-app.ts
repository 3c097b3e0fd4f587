import http from 'node:http';
import net from 'node:net';
import { loadConfig } from '../../server/config.ts';
import { start } from '../../server/start.ts';

/**
 * The server as `npm start` runs it, in a process of its own for the process drills, with one difference:
 * when PAYPAL_STUB_PORT is set, the PayPal SDK's HTTPS connections go to the local PayPal stand-in
 * (test/setup/paypal-stub.ts) running in the test process, which outlives this one.
 */
const stubPort = Number(process.env.PAYPAL_STUB_PORT);
let paypalHttpsAgent: http.Agent | undefined;
if (stubPort) {
  paypalHttpsAgent = new http.Agent({ keepAlive: false });
  (paypalHttpsAgent as unknown as { protocol: string }).protocol = 'https:';
  paypalHttpsAgent.createConnection = () => net.connect(stubPort, '127.0.0.1');
}
start(loadConfig(), { paypalHttpsAgent }).catch((err) => {
  console.error(err);
  process.exit(1);
});
