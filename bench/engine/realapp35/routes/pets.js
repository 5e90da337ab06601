'use strict';

var pets = require('../controllers/petController');
var auth = require('../middleware/auth');
var validate = require('../middleware/validate');
var upload = require('../middleware/upload');

module.exports = function (app, db) {
  app.get('/pets', auth.requireLogin, pets.list);
  app.get('/pets/search', auth.requireLogin, pets.search);
  app.get('/pets/:id', auth.requireLogin, validate.numericParam('id'), pets.show);
  app.post('/pets', auth.requireLogin, validate.requireFields(['name', 'species']), pets.create);
  app.post('/pets/:id/weight', auth.requireLogin, pets.updateWeight);
  app.post('/pets/:id/notes', auth.requireLogin, pets.updateNotes);
  app.post('/pets/archive', auth.requireLogin, pets.archiveMany);
  app.post('/pets/:id/photo', auth.requireLogin, upload.single('photo'), pets.uploadPhoto);
  app.get('/pets/:id/photo/:name', auth.requireLogin, pets.photo);

  app.get('/pets/:id/vaccinations', auth.requireLogin, validate.numericParam('id'), function (req, res, next) {
    db.query('SELECT v.name, v.given_on, v.due_on FROM vaccinations v WHERE v.pet_id = ' + req.params.id +
      ' AND v.client_id = ' + db.escape(req.user.id) + ' ORDER BY v.given_on DESC', function (err, rows) {
      if (err) return next(err);
      res.render('pets/vaccinations', { rows: rows });
    });
  });

  app.get('/pets/:id/visits', auth.requireLogin, function (req, res, next) {
    db.query("SELECT * FROM visits WHERE pet_id = '" + req.params.id + "' ORDER BY visited_on DESC", function (err, rows) {
      if (err) return next(err);
      res.json(rows);
    });
  });
};
