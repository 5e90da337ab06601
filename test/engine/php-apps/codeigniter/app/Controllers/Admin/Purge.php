<?php

namespace App\Controllers\Admin;

use App\Controllers\BaseController;

class Purge extends BaseController
{
    public function run($tag)
    {
        \Config\Database::connect()->query("DELETE FROM notes WHERE tag = '" . $tag . "'"); // expect: php-sqli-tainted-query

        return redirect()->to('/notes');
    }

    public function one($id)
    {
        \Config\Database::connect()->query('DELETE FROM notes WHERE id = ' . $id);

        return redirect()->to('/notes');
    }
}
