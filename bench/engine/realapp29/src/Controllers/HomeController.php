<?php

declare(strict_types=1);

namespace App\Controllers;

use App\Core\Controller;
use App\Core\Response;
use App\Models\Lesson;
use App\Models\Student;

final class HomeController extends Controller
{
    public function index(): Response
    {
        $lessons = new Lesson($this->db);
        $upcoming = $this->session->userId() > 0 ? $lessons->upcomingForStudent($this->session->userId()) : [];
        return $this->render('home', ['title' => 'Tuneroom', 'upcoming' => $upcoming]);
    }

    public function search(): Response
    {
        $q = $this->request->string('q');
        $students = new Student($this->db);
        $results = $q === '' ? [] : $students->search($q);

        if ($this->request->header('Accept') === 'application/json') {
            return $this->json(['q' => $q, 'results' => $results]);
        }
        return $this->render('search', ['title' => 'Search', 'q' => $q, 'results' => $results]);
    }
}
