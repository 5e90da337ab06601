<?php
// vsprintf with a list literal builds the same text as sprintf: an escaped value inside quotes stays a literal.
function h6_vsprintf_clauses($link)
{
    $dept = mysqli_real_escape_string($link, $_POST['dept']);
    // ok: php-sqli-unquoted
    mysqli_query($link, 'SELECT * FROM staff WHERE ' . vsprintf("%s = '%s'", ['dept', $dept]));
    // ruleid: php-sqli-unquoted
    mysqli_query($link, 'SELECT * FROM staff WHERE ' . vsprintf('%s = %s', ['dept', $dept]));
    // ok: php-sqli-unquoted
    mysqli_query($link, vsprintf('SELECT * FROM staff WHERE id = %d', [$_POST['id']]));
}

// A generator's loop reads what it yields (directly, keyed, or delegated with yield from).
function h6_ids_from_request()
{
    foreach (explode(',', $_GET['ids']) as $id) {
        yield $id;
    }
}

function h6_keyed_ids()
{
    yield 'first' => $_GET['id'];
    yield from h6_ids_from_request();
}

function h6_constant_ids()
{
    yield 1;
    yield 2;
}

function h6_generator_queries(PDO $pdo)
{
    foreach (h6_ids_from_request() as $id) {
        // ruleid: php-sqli-unquoted
        $pdo->query('SELECT title FROM posts WHERE id = ' . $id);
    }
    foreach (h6_keyed_ids() as $key => $id) {
        // ruleid: php-sqli-unquoted
        $pdo->query('DELETE FROM posts WHERE id = ' . $id);
    }
    foreach (h6_constant_ids() as $id) {
        // ok: php-sqli-unquoted
        $pdo->query('SELECT title FROM posts WHERE id = ' . $id);
    }
}

// settype() to a number converts the variable in place; to a string it does not.
function h6_settype_ids($conn)
{
    $id = $_GET['id'];
    settype($id, 'integer');
    // ok: php-sqli-unquoted
    mysqli_query($conn, "SELECT * FROM t WHERE id = $id");
    $name = $_GET['name'];
    settype($name, 'string');
    // ruleid: php-sqli-unquoted
    mysqli_query($conn, "SELECT * FROM t WHERE id = $name");
}
