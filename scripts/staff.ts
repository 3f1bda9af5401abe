import { parseArgs } from 'node:util';
import { DomainError } from '../domain/errors';
import { addStaff, listStaff } from '../domain/staff/staff';
import { loadConfigOrExit } from '../server/config';
import { closeServices, createServices } from '../server/services-factory';

// npm run staff -- add --email E --role owner [--name N]: creates a back-office
// account and prints its one-time password. npm run staff -- list: who has one.
const USAGE = 'Usage: npm run staff -- add --email E --role owner|sales|catalogue|content|hr [--name N]\n       npm run staff -- list';

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
  });
  const command = positionals[0];
  if (command !== 'add' && command !== 'list') {
    console.error(USAGE);
    process.exit(2);
  }
  const services = await createServices(loadConfigOrExit(), { seed: false });
  try {
    if (command === 'list') {
      for (const s of await listStaff(services.db)) {
        console.log(`${s.email}\t${s.role}${s.totp ? '\ttwo-step' : ''}${s.disabled ? '\tdisabled' : ''}`);
      }
      return;
    }
    if (!values.email || !values.role) {
      console.error(USAGE);
      process.exitCode = 2;
      return;
    }
    const { password } = await addStaff(services.db, { email: values.email, role: values.role, name: values.name });
    console.log(`Staff account created for ${values.email} (${values.role}).`);
    console.log(`One-time password: ${password}`);
    console.log('Sign in at /admin/login and keep it safe: it is not shown again.');
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    console.error(e.message);
    process.exitCode = 1;
  } finally {
    await closeServices(services);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
