<?php
$title = 'Users';
require_once '../includes/header.php';
require_admin();

$pdo = db();

if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    check_csrf();
    if (isset($_POST['delete'])) {
        $pdo->exec('DELETE FROM users WHERE id = ' . intval($_POST['delete']));
    }
    if (isset($_POST['role'], $_POST['user'])) {
        $pdo->exec("UPDATE users SET role = '" . $_POST['role'] . "' WHERE id = " . (int) $_POST['user']);
    }
    if (isset($_POST['impersonate'])) {
        $_SESSION['user_id'] = $_POST['impersonate'];
    }
    redirect_to('admin/users.php');
}

$order = isset($_GET['order']) ? $_GET['order'] : 'name';
$dir = (isset($_GET['dir']) && $_GET['dir'] === 'desc') ? 'DESC' : 'ASC';
$columns = ['name' => 'name', 'email' => 'email', 'joined' => 'created_at'];
$orderBy = isset($columns[$order]) ? $columns[$order] : 'name';
$users = $pdo->query("SELECT id, name, email, role, created_at FROM users ORDER BY $orderBy $dir")->fetchAll();

$filter = isset($_GET['filter']) ? $_GET['filter'] : '';
if ($filter !== '') {
    $users = $pdo->query("SELECT id, name, email, role, created_at FROM users WHERE name LIKE '%" . $filter . "%' ORDER BY name")->fetchAll();
}
?>
<h1>Users</h1>
<form><input name="filter" value="<?= e($filter) ?>"><button>Filter</button></form>
<table>
  <tr><th><a href="?order=name">Name</a></th><th><a href="?order=email">E-mail</a></th><th>Role</th><th></th></tr>
<?php foreach ($users as $u): ?>
  <tr>
    <td><?= e($u['name']) ?></td>
    <td><?= e($u['email']) ?></td>
    <td><?= e($u['role']) ?></td>
    <td>
      <form method="post">
        <input type="hidden" name="csrf" value="<?= csrf_token() ?>">
        <button name="delete" value="<?= (int) $u['id'] ?>">Delete</button>
        <button name="impersonate" value="<?= (int) $u['id'] ?>">Sign in as</button>
      </form>
    </td>
  </tr>
<?php endforeach; ?>
</table>
<?php require_once '../includes/footer.php'; ?>
