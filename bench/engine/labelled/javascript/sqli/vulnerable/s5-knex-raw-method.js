class SalesReport {
  constructor(knex) {
    this.knex = knex;
  }

  async byRegion(req, res) {
    const region = req.params.region.trim();
    const result = await this.knex.raw("select sum(amount) as total from sales where region = '" + region + "'");
    res.send({ total: result.rows[0].total });
  }
}

module.exports = SalesReport;
