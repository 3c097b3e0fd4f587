import { expect } from 'chai';
import { createIntl } from '@formatjs/intl';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { MARKETING_PAGES, marketingPageIn } from '../../views/pages/marketing/content/index.ts';
import { TRANSLATED_PATHS } from '../../contracts/messages/converted.ts';
import { es } from '../../contracts/messages/es.ts';

/** The marketing pages in Spanish: each translated page's words, its head, its cached copy per language. */
describe('marketing pages in Spanish', () => {
  let t: TestApp;
  const spanish = createIntl({ locale: 'es-US', messages: es });
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');
  /** The document's title: the page's, the site's name appended unless it holds it already. */
  const titled = (title: string) => `<title>${escape(title.includes('Petcare') ? title : `${title} | Petcare`)}</title>`;
  const h1 = (html: string) => html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '';
  const page = async (path: string, headers: Record<string, string> = {}) => {
    const res = await t.fetch(path, { headers });
    return { res, html: await res.text() };
  };

  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  const translated = MARKETING_PAGES.filter((p) => TRANSLATED_PATHS.includes(p.path));

  it('translates every marketing page', () => {
    expect(MARKETING_PAGES.filter((p) => !TRANSLATED_PATHS.includes(p.path)).map((p) => p.path)).to.deep.equal([]);
  });

  for (const english of translated) {
    it(`${english.path} says Spanish in Spanish and English in English`, async () => {
      const content = marketingPageIn(english.path, spanish)!;
      expect(content.hero.title).to.not.equal(english.hero.title);
      const es = await page(english.path, { 'accept-language': 'es' });
      expect(es.res.status).to.equal(200);
      expect(es.html).to.contain('<html lang="es">');
      expect(es.html).to.contain(titled(content.title));
      expect(h1(es.html)).to.contain(escape(content.hero.title));
      expect(es.html).to.contain(`<link rel="canonical" href="${t.config.publicUrl}${english.path}?lang=es">`);
      expect(es.html).to.contain(`hreflang="en" href="${t.config.publicUrl}${english.path}"`);
      expect(es.html).to.not.contain(titled(english.title));
      const en = await page(english.path, { 'accept-language': 'en' });
      expect(en.html).to.contain('<html lang="en">').and.contain(titled(english.title));
      expect(h1(en.html)).to.contain(escape(english.hero.title));
    });
  }

  it('says the sections Spanish: the FAQ and its JSON-LD, the news dates, the contact cards, the legal pages', async () => {
    const faqs = (await page('/faqs/?lang=es')).html;
    expect(faqs).to.contain('¿Cuánto cuesta una consulta en línea y cuánto dura?').and.contain('Temas de las preguntas frecuentes');
    const ld = JSON.parse(faqs.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]);
    expect(ld.mainEntity[0].name).to.equal('¿Qué puedo guardar en el expediente de salud de mi mascota?');
    expect(faqs).to.contain('Las cancelaciones posteriores no se reembolsan');
    const news = (await page('/news/?lang=es')).html;
    expect(news).to.contain('1 de octubre de 2026').and.contain('blog de Petcare');
    expect((await page('/news/?lang=en')).html).to.contain('October 1, 2026').and.contain('Petcare blog');
    const contact = (await page('/contact-us/?lang=es')).html;
    expect(contact).to.contain('Cómo contactarnos').and.contain('Usa el formulario de alianza con refugios').and.contain('¿Emergencia?');
    const terms = (await page('/terms-conditions/?lang=es')).html;
    expect(terms).to.contain('Última actualización: feb. 2016').and.contain('Reclamos');
    const houseCall = (await page('/vet-house-call/?lang=es')).html;
    expect(houseCall).to.contain('4 visitas a domicilio al año').and.contain('$360');
  });

  it('says the order pages around the booking wizard in Spanish', async () => {
    const order = (await page('/e-consultation/order?lang=es')).html;
    expect(h1(order)).to.equal('Consulta en línea');
    expect(order).to.contain('$25 por consulta').and.contain('Un informe por escrito en el expediente de tu mascota');
    expect(h1((await page('/e-consultation/order?lang=en')).html)).to.equal('e-Consultation');
  });

  it('keeps the English and the Spanish /faqs/ apart in the page cache', async () => {
    const first = await page('/faqs/');
    expect(first.html).to.contain('<html lang="en">').and.contain('Frequently asked questions');
    expect((await page('/faqs/')).res.headers.get('x-page-cache')).to.equal('HIT');
    const chosen = await page('/faqs/?lang=es');
    expect(chosen.html).to.contain('<html lang="es">').and.contain('Preguntas frecuentes').and.not.contain('Frequently asked questions');
    const cookie = chosen.res.headers.getSetCookie().find((c) => c.startsWith('lang='))!.split(';')[0];
    for (let i = 0; i < 2; i += 1) {
      const again = await page('/faqs/', { cookie });
      expect(again.html).to.contain('<html lang="es">').and.contain('Preguntas frecuentes');
      if (i === 1) expect(again.res.headers.get('x-page-cache')).to.equal('HIT');
    }
    const english = await page('/faqs/');
    expect(english.html).to.contain('<html lang="en">').and.not.contain('Preguntas frecuentes');
    expect(english.res.headers.get('x-page-cache')).to.equal('HIT');
  });

  it('answers the health assessment in Spanish without JavaScript, the zip code error included', async () => {
    const { html } = await page('/pet-health-assessment/?lang=es&danger=no&concern=diagnosed&duration=days&appetite=normal&energy=normal');
    expect(html).to.contain('¿Tu mascota tiene dificultad para respirar').and.contain('Hacer la prueba').and.contain('Nuestra sugerencia');
    expect(html).to.contain('Segunda opinión médica').and.contain('Ver Segunda opinión médica');
    const urgent = await page('/pet-health-assessment/?lang=es&danger=yes&zip=x!');
    expect(urgent.res.status).to.equal(400);
    expect(urgent.html).to.contain('Llama ahora a una clínica veterinaria de urgencias.').and.contain('Escribe un código postal válido');
    const english = (await page('/pet-health-assessment/?lang=en&danger=yes&zip=x!')).html;
    expect(english).to.contain('Call an emergency vet clinic now.').and.contain('Enter a valid zipcode');
  });

  it('says the shelter form in Spanish, its errors after a plain POST too', async () => {
    const { html } = await page('/shelter-partnership/', { 'accept-language': 'es' });
    expect(html).to.contain('Cada adopción sale con un expediente completo').and.contain('Número de teléfono').and.contain('Enviar');
    expect(html).to.contain('Hasta 5,000 caracteres').and.contain('0 / 5,000 caracteres');
    const res = await t.fetch('/shelter-partnership/form/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', origin: 'null', 'sec-fetch-site': 'same-origin', 'accept-language': 'es' },
      body: new URLSearchParams({ name: '', company: 'Refugio', email: 'not-an-email' }).toString(),
    });
    const failed = await res.text();
    expect(res.status).to.equal(400);
    expect(failed).to.contain('<html lang="es">').and.contain('Escribe tu nombre.').and.contain('Escribe un correo electrónico válido.')
      .and.contain('Corrige los 2 campos marcados.');
  });

  it('confirms a newsletter sign-up in Spanish', async () => {
    const { html } = await page('/newsletter/subscribed', { 'accept-language': 'es' });
    expect(html).to.contain('<title>Ya estás suscrito | Petcare</title>').and.contain('¡Gracias por suscribirte!');
    expect((await page('/newsletter/subscribed')).html).to.contain('Thanks for subscribing! Pet health tips will arrive once a month.');
  });
});
