<?php

declare(strict_types=1);

namespace App\Controllers\Admin;

use App\Core\Controller;
use App\Core\Response;
use App\Models\Student;

final class StudentAdminController extends Controller
{
    public function patch(string $id): Response
    {
        $this->requireAdmin();
        $students = new Student($this->db);
        $students->update((int) $id, $this->request->all());
        return $this->redirect('/students/' . (int) $id);
    }

    public function resetPassword(string $id): Response
    {
        $this->requireAdmin();
        $password = $this->request->string('password');
        (new Student($this->db))->update((int) $id, ['password_hash' => sha1($password)]);
        return $this->json(['reset' => true]);
    }

    public function export(): Response
    {
        $this->requireAdmin();
        $students = new Student($this->db);
        $rows = $students->withBalanceOver((float) $this->request->query('over', 0));
        $name = $this->request->string('name', 'balances');
        $path = sys_get_temp_dir() . '/' . $name . '.csv';
        $out = fopen($path, 'w');
        foreach ($rows as $row) {
            fputcsv($out, $row);
        }
        fclose($out);
        return Response::text((string) file_get_contents($path))->withHeader('Content-Disposition', 'attachment; filename="balances.csv"');
    }
}
