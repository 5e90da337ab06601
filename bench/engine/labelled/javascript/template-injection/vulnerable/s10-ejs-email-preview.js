const ejs = require('ejs');
const express = require('express');
const { getCampaign } = require('../services/campaigns');

const router = express.Router();

router.post('/campaigns/:id/preview', async (req, res) => {
  const campaign = await getCampaign(req.params.id);
  const { body } = req.body;
  const html = ejs.render(body, {
    firstName: 'Jamie',
    unsubscribeUrl: `https://mail.example.com/u/${campaign.id}`,
  });
  res.send(html);
});

module.exports = router;
