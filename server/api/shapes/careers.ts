import type { Job } from '../../../domain/careers/jobs';

/** A job opening in the original client's field names (`Qualifications` too, which its job page reads). */
export const toApiJob = (j: Job) => ({
  _id: j.id,
  position: j.position,
  Location: j.location,
  Status: j.status,
  Description: j.description,
  Experience: j.experience,
  Qualification: j.qualification,
  Qualifications: j.qualification,
  salary: j.salary,
  Roles_Responsibilities: j.roles,
  postedAt: j.postedAt,
});
