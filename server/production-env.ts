// Imported first by the server's entry: libraries that read NODE_ENV when they
// load (React renders several times faster in its production build) see
// "production" unless the environment says otherwise.
process.env.NODE_ENV ??= 'production';
