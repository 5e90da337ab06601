// The route table. Each action names a controller class and one of its methods; lib/routeLoader.js
// imports controllers/<Name>.js on start-up and binds the method to a single instance.
export default [
  { method: 'get', path: '/', action: 'JobsController.index', middleware: [] },
  { method: 'get', path: '/jobs/search', action: 'JobsController.search', middleware: [] },
  { method: 'get', path: '/jobs/:id', action: 'JobsController.show', middleware: [] },
  { method: 'get', path: '/companies/:slug/jobs', action: 'JobsController.byCompany', middleware: [] },
  { method: 'post', path: '/jobs', action: 'JobsController.create', middleware: ['auth', 'employer'] },
  { method: 'get', path: '/jobs/:id/preview', action: 'JobsController.preview', middleware: ['auth', 'employer'] },

  { method: 'get', path: '/candidates', action: 'CandidatesController.list', middleware: ['auth', 'recruiter'] },
  { method: 'get', path: '/candidates/lookup', action: 'CandidatesController.lookup', middleware: ['auth', 'recruiter'] },
  { method: 'get', path: '/candidates/:id', action: 'CandidatesController.show', middleware: ['auth', 'recruiter'] },
  { method: 'patch', path: '/candidates/:id/profile', action: 'CandidatesController.updateProfile', middleware: ['auth'] },

  { method: 'post', path: '/jobs/:id/apply', action: 'ApplicationsController.apply', middleware: ['auth'] },
  { method: 'get', path: '/applications', action: 'ApplicationsController.mine', middleware: ['auth'] },
  { method: 'get', path: '/applications/stage', action: 'ApplicationsController.byStage', middleware: ['auth', 'recruiter'] },

  { method: 'post', path: '/resumes', action: 'ResumesController.upload', middleware: ['auth', 'upload'] },
  { method: 'get', path: '/resumes/:file', action: 'ResumesController.download', middleware: ['auth'] },
  { method: 'get', path: '/exports/:name', action: 'ResumesController.exportFile', middleware: ['auth', 'recruiter'] },
  { method: 'get', path: '/logos', action: 'ResumesController.logo', middleware: [] },

  { method: 'get', path: '/notes/search', action: 'NotesController.search', middleware: ['auth', 'recruiter'] },
  { method: 'post', path: '/notes/filter', action: 'NotesController.filter', middleware: ['auth', 'recruiter'] },
  { method: 'post', path: '/notes', action: 'NotesController.create', middleware: ['auth', 'recruiter'] },
  { method: 'get', path: '/notes/by-author', action: 'NotesController.byAuthor', middleware: ['auth', 'recruiter'] },

  { method: 'get', path: '/login', action: 'AuthController.form', middleware: [] },
  { method: 'post', path: '/login', action: 'AuthController.login', middleware: [] },
  { method: 'get', path: '/logout', action: 'AuthController.logout', middleware: [] },
  { method: 'get', path: '/go', action: 'AuthController.outbound', middleware: [] },
  { method: 'post', path: '/password/reset', action: 'AuthController.requestReset', middleware: [] },

  { method: 'post', path: '/integrations/feeds', action: 'IntegrationsController.importFeed', middleware: ['auth', 'employer'] },
  { method: 'post', path: '/integrations/partner-feed', action: 'IntegrationsController.partnerFeed', middleware: ['auth', 'employer'] },
  { method: 'post', path: '/integrations/webhook-test', action: 'IntegrationsController.testWebhook', middleware: ['auth', 'employer'] },
  { method: 'get', path: '/integrations/ats/:candidateId', action: 'IntegrationsController.atsStatus', middleware: ['auth', 'recruiter'] },

  { method: 'post', path: '/admin/import/xml', action: 'AdminController.importXml', middleware: ['auth', 'admin', 'rawBody'] },
  { method: 'post', path: '/admin/import/yaml', action: 'AdminController.importYaml', middleware: ['auth', 'admin', 'rawBody'] },
  { method: 'post', path: '/admin/tools/convert', action: 'AdminController.convertResume', middleware: ['auth', 'admin'] },
  { method: 'post', path: '/admin/tools/archive', action: 'AdminController.archive', middleware: ['auth', 'admin'] },
  { method: 'post', path: '/admin/scoring', action: 'AdminController.scoring', middleware: ['auth', 'admin'] },
  { method: 'post', path: '/admin/snapshot/restore', action: 'AdminController.restoreSnapshot', middleware: ['auth', 'admin', 'rawBody'] },
  { method: 'post', path: '/admin/email/preview', action: 'AdminController.previewEmail', middleware: ['auth', 'admin'] },
  { method: 'post', path: '/admin/email/offer', action: 'AdminController.offerEmail', middleware: ['auth', 'admin'] },
];
