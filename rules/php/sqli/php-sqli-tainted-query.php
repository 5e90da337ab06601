<?php
namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

$conn = mysqli_connect('localhost', 'app', 'secret', 'shop');
$id = $_GET['id'];
// ruleid: php-sqli-unquoted
mysqli_query($conn, "SELECT * FROM users WHERE id = $id");
// ok: php-sqli-tainted-query
mysqli_query($conn, 'SELECT * FROM users WHERE id = ' . (int) $_GET['id']);
// ok: php-sqli-tainted-query
mysqli_query($conn, 'SELECT * FROM users WHERE id = ' . intval($id));

$mysqli = new \mysqli('localhost', 'app', 'secret', 'shop');
// ruleid: php-sqli-tainted-query
$mysqli->query("SELECT * FROM orders WHERE ref = '{$_POST['ref']}'");
$name = mysqli_real_escape_string($conn, $_POST['name']);
// ok: php-sqli-tainted-query
$mysqli->query("SELECT * FROM users WHERE name = '" . $name . "'");

$pdo = new \PDO('mysql:host=localhost;dbname=shop', 'app', 'secret');
$sql = 'SELECT * FROM products WHERE category = ';
$sql .= $_REQUEST['category'];
// ruleid: php-sqli-unquoted
$pdo->query($sql);
// ok: php-sqli-tainted-query
$stmt = $pdo->prepare('SELECT * FROM products WHERE category = ?');
$stmt->execute([$_REQUEST['category']]);
if (is_numeric($_GET['page'])) {
    // ok: php-sqli-tainted-query
    $pdo->exec('DELETE FROM carts WHERE page = ' . $_GET['page']);
}
$sort = $_GET['sort'];
if (in_array($sort, ['name', 'price'], true)) {
    // ok: php-sqli-tainted-query
    $pdo->query("SELECT * FROM products ORDER BY $sort");
}

class ReportController
{
    public function show(Request $request)
    {
        $year = $request->input('year');
        // ruleid: php-sqli-tainted-query
        return DB::select('SELECT * FROM reports WHERE year = ' . $year);
    }

    public function safe(Request $request)
    {
        // ok: php-sqli-tainted-query
        return DB::select('SELECT * FROM reports WHERE year = ?', [$request->input('year')]);
    }

    public function raw(Request $request)
    {
        // ruleid: php-sqli-tainted-query
        return DB::table('reports')->whereRaw('owner = ' . $request->query('owner'))->get();
    }
}

class Invoice extends \Illuminate\Database\Eloquent\Model
{
    public static function overdue(Request $request)
    {
        // ruleid: php-sqli-tainted-query
        return self::whereRaw('days > ' . $request->input('days'))->get();
    }

    public static function recent(Request $request)
    {
        // ok: php-sqli-tainted-query
        return self::whereRaw('days > ?', [$request->input('days')])->get();
    }
}

function rename_user($dbi, $name)
{
    // ok: php-sqli-tainted-query
    $dbi->query("UPDATE users SET name = '" . $dbi->escapeString($name) . "'");
    // A helper's sink is reported at the sink and where request data enters it (the call below).
    // ruleid: php-sqli-tainted-query (the sink inside the helper; each call that passes request data is reported too)
    $dbi->query("UPDATE users SET name = '" . $name . "'");
}
// ruleid: php-sqli-tainted-query
rename_user($unknownConnection, $_POST['name']);
// ok: php-sqli-tainted-query
$pdo->query(sprintf('SELECT * FROM tickets WHERE id = %d', $_GET['ticket']));
// ruleid: php-sqli-tainted-query
$pdo->query(sprintf("SELECT * FROM tickets WHERE owner = '%s'", $_GET['owner']));
$dbal = new \Doctrine\DBAL\Connection([], null);
// ruleid: php-sqli-tainted-query
$dbal->executeQuery('SELECT * FROM product ORDER BY ' . $_GET['sort']);
// ok: php-sqli-tainted-query
$dbal->executeQuery('SELECT * FROM product WHERE brand = ?', [$_GET['brand']]);
