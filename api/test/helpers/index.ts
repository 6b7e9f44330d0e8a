/** The API's test kit, for the site's tests (`@clinic/api/testing`): one entry, like the API's. */
export * from './eventually';
export * from './images';
export * from './multipart';
export * from './signed-in-test-app';
export * from './smtp-sink';
export * from './staff';
export * from './test-app';
export * from './test-database';
