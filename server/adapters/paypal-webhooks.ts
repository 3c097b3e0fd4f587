/**
 * Verifies PayPal webhook deliveries with PayPal's own verify-webhook-signature
 * API (the documented way; it checks the certificate chain and the CRC of the
 * body for us). An OAuth token is fetched with the client credentials and reused
 * until shortly before it expires.
 */
export interface PayPalWebhookSettings {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  apiUrl: string;
}

const HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

export class PayPalWebhookVerifier {
  private token: { value: string; expires: number } | null = null;

  constructor(private readonly settings: PayPalWebhookSettings, private readonly clock = () => Date.now()) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expires > this.clock()) return this.token.value;
    const basic = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString('base64');
    const res = await fetch(`${this.settings.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`PayPal token request answered ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    this.token = { value: body.access_token, expires: this.clock() + (body.expires_in - 60) * 1000 };
    return body.access_token;
  }

  /** True when PayPal confirms the delivery's signature for our webhook id. */
  async verify(headers: Record<string, string | undefined>, event: unknown): Promise<boolean> {
    const fields = Object.fromEntries(Object.entries(HEADERS).map(([field, header]) => [field, headers[header]]));
    if (Object.values(fields).some((v) => !v)) return false;
    const res = await fetch(`${this.settings.apiUrl}/v1/notifications/verify-webhook-signature`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...fields, webhook_id: this.settings.webhookId, webhook_event: event }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) return false;
    return ((await res.json()) as { verification_status?: string }).verification_status === 'SUCCESS';
  }
}
