<?php
// CodeIgniter 4: a controller's $this->request, a model's query builder and $this->db, and
// app/Config/Routes.php binding URI segments to controller parameters.
namespace App\Controllers;

use CodeIgniter\Controller;
use CodeIgniter\HTTP\RequestInterface;
use CodeIgniter\Model;

$routes->get('reports/(:segment)', 'Reports::byRegion/$1');
$routes->get('reports/(:num)', 'Reports::byId/$1');

class ReportModel extends Model
{
    protected $table = 'reports';

    public function filtered(string $region, string $sort, string $amount): void
    {
        // ruleid: php-sqli-tainted-query
        $this->builder()->where("region = '" . $region . "'")->get();
        // ok: php-sqli-tainted-query
        $this->builder()->where('region', $region)->get();
        // ruleid: php-sqli-tainted-query
        $this->db->table('reports')->orderBy($sort)->get();
        // ruleid: php-sqli-tainted-query
        $this->builder()->join('regions', 'regions.id = reports.region_id AND regions.code = ' . $region)->get();
        // ruleid: php-sqli-tainted-query
        $this->builder()->set('total', 'total + ' . $amount, false)->update();
        // ok: php-sqli-tainted-query
        $this->builder()->set('total', $amount)->update();
        // ok: php-sqli-tainted-query
        $this->db->query('SELECT id FROM reports WHERE region = ' . $this->db->escape($region));
        // ok: php-sqli-tainted-query
        $this->db->query("SELECT id FROM reports WHERE region LIKE '%" . $this->db->escapeLikeString($region) . "%'");
        // ruleid: php-sqli-tainted-query
        $this->db->query("SELECT id FROM reports WHERE region = '" . $region . "'");
    }
}

class Reports extends Controller
{
    public function index()
    {
        // ruleid: php-sqli-tainted-query
        (new ReportModel())->filtered((string) $this->request->getGet('region'), (string) $this->request->getGet('sort'), (string) $this->request->getPost('amount'));

        return $this->response->setJSON(['ok' => true]);
    }

    public function byRegion($region)
    {
        // ruleid: php-sqli-tainted-query
        \Config\Database::connect()->query("SELECT id FROM reports WHERE region = '" . $region . "'");

        return $this->response->setJSON(['ok' => true]);
    }

    public function byId($id)
    {
        // ok: php-sqli-tainted-query
        \Config\Database::connect()->query('SELECT id FROM reports WHERE id = ' . $id);

        return $this->response->setJSON(['ok' => true]);
    }

    public function fromLibrary(RequestInterface $request)
    {
        // ruleid: php-sqli-tainted-query
        \Config\Database::connect()->query("SELECT id FROM reports WHERE owner = '" . $request->getGet('owner') . "'");

        return $this->response->setJSON(['ok' => true]);
    }
}
