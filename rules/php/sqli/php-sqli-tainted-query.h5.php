<?php
// CodeIgniter 3: request data comes from $this->input, inherited from CI_Controller.
class H5Products extends CI_Controller
{
    public function index()
    {
        $category = $this->input->get('category');
        // ruleid: php-sqli-tainted-query
        $this->db->query("SELECT id FROM products WHERE category = '" . $category . "'");
        // ok: php-sqli-tainted-query
        $this->db->query('SELECT id FROM products WHERE category = ?', [$category]);
    }
}

// Laminas: the params() plugin and the laminas-db adapter.
class H5TicketController extends \Laminas\Mvc\Controller\AbstractActionController
{
    public function __construct(private \Laminas\Db\Adapter\Adapter $adapter)
    {
    }

    public function byOwnerAction()
    {
        $owner = $this->params()->fromQuery('owner');
        // ruleid: php-sqli-tainted-query
        $this->adapter->query("SELECT id FROM tickets WHERE owner = '" . $owner . "'", \Laminas\Db\Adapter\Adapter::QUERY_MODE_EXECUTE);
        // ok: php-sqli-tainted-query
        $this->adapter->query('SELECT id FROM tickets WHERE owner = ?', [$owner]);
        // ruleid: php-sqli-tainted-query
        $this->adapter->query("SELECT id FROM tickets WHERE id = '" . $this->params('id') . "'", \Laminas\Db\Adapter\Adapter::QUERY_MODE_EXECUTE);
    }
}

// implode of clauses built alike: a value inside quotes unescaped is still reported.
function h5_clauses(mysqli $db)
{
    $where = [];
    foreach ($_POST['names'] as $name) {
        $where[] = "name = '" . $name . "'";
    }
    // ruleid: php-sqli-tainted-query
    $db->query('SELECT * FROM t WHERE ' . implode(' OR ', $where));
}
