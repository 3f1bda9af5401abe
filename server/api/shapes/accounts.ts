import type { SessionUser } from '../../../domain/accounts/sessions';

/** The user as POST /api/login answers it (SPEC.md §7); an account without e-mail (made with a mobile number) answers "". */
export const toPublicUser = (u: SessionUser) => ({ _id: u.id, username: u.username, email: u.email ?? '', mobileNo: u.mobileNo });
