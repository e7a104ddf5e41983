import { startSite } from '../e2e/harness.ts';
const site = await startSite();
for (const path of (process.env.PATHS ?? '/luckyWheel').split(',')) {
  const page = await site.newPage({ ageGate: true });
  const errs: string[] = [];
  page.on('pageerror', (e) => errs.push(e.message.slice(0, 100)));
  const html = await (await fetch(site.base + path)).text();
  const serverText = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<template[\s\S]*?<\/template>/g, '').replace(/<[^>]+>/g, '\n').split('\n').map((s) => s.trim()).filter(Boolean);
  await page.goto(site.base + path);
  await page.waitForTimeout(3000);
  const clientText = (await page.locator('#root').innerText()).split('\n').map((s) => s.trim()).filter(Boolean);
  const sset = new Set(serverText), cset = new Set(clientText);
  console.log(path, errs, '\n only server:', serverText.filter((t) => !cset.has(t)).slice(0, 15), '\n only client:', clientText.filter((t) => !sset.has(t)).slice(0, 15));
  await page.context().close();
}
await site.stop();
