<?php

declare(strict_types=1);

namespace App\Controllers;

use App\Core\Controller;
use App\Core\Response;
use App\Models\Student;
use App\Services\TokenService;

final class StudentController extends Controller
{
    private const AVATAR_TYPES = ['jpg' => 'image/jpeg', 'png' => 'image/png', 'webp' => 'image/webp'];

    public function directory(): Response
    {
        $students = new Student($this->db);
        $field = (string) $this->request->query('field', '');

        if ($field !== '') {
            $rows = $students->where($field, $this->request->query('value'));
            if ($rows === []) {
                return Response::html('<p>No students where ' . e($field) . ' is ' . $this->request->query('value') . '.</p>', 404);
            }
        } elseif ($this->request->has('instrument')) {
            $rows = $students->where('instrument', $this->request->query('instrument'));
        } else {
            $rows = $students->sortedBy((string) $this->request->query('sort', 'name'));
        }

        return $this->json(['students' => $rows]);
    }

    public function profile(string $id): Response
    {
        $students = new Student($this->db);
        $student = $students->find($id);
        if ($student === null) {
            return $this->render('errors/404', ['path' => '/students/' . $id], 404);
        }
        $history = $this->db->all('SELECT starts_at, instrument, room FROM lessons WHERE student_id = ' . $id . ' ORDER BY starts_at DESC');
        $welcome = $this->request->cookie('tr_name', $student['name']);

        return $this->render('students/profile', [
            'title' => 'Profile',
            'student' => $student,
            'history' => $history,
            'welcome' => $welcome,
            'hue' => (new TokenService())->badgeHue(),
        ]);
    }

    public function update(): Response
    {
        $students = new Student($this->db);
        $students->update($this->session->userId(), $this->request->only(['name', 'phone', 'instrument']));
        $this->session->flash('Profile saved.');
        return $this->redirect('/students/' . $this->session->userId());
    }

    public function avatar(): Response
    {
        $file = $this->request->file('avatar');
        if ($file === null) {
            return $this->json(['error' => 'No file'], 422);
        }
        $ext = strtolower(pathinfo($file['name'], PATHINFO_EXTENSION));
        if (!isset(self::AVATAR_TYPES[$ext]) || mime_content_type($file['tmp_name']) !== self::AVATAR_TYPES[$ext]) {
            return $this->json(['error' => 'Images only'], 422);
        }
        $name = bin2hex(random_bytes(12)) . '.' . $ext;
        move_uploaded_file($file['tmp_name'], config('upload_dir') . '/avatars/' . $name);

        (new Student($this->db))->update($this->session->userId(), ['avatar' => $name]);
        return $this->json(['avatar' => '/avatars/' . $name]);
    }

    public function avatarFromUrl(): Response
    {
        $url = (string) $this->request->input('url');
        $ch = curl_init();
        curl_setopt($ch, CURLOPT_URL, $url);
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
        $image = curl_exec($ch);
        curl_close($ch);

        if (!is_string($image) || @imagecreatefromstring($image) === false) {
            return $this->json(['error' => 'Not an image'], 422);
        }
        $name = bin2hex(random_bytes(12)) . '.png';
        file_put_contents(config('upload_dir') . '/avatars/' . $name, $image);
        return $this->json(['avatar' => '/avatars/' . $name]);
    }
}
