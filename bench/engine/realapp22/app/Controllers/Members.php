<?php

namespace App\Controllers;

use App\Libraries\PasswordHasher;
use App\Libraries\Preferences;
use App\Models\MemberModel;
use CodeIgniter\Exceptions\PageNotFoundException;

class Members extends BaseController
{
    public function profile($id)
    {
        $member = (new MemberModel())->find((int) $id);
        if ($member === null) {
            throw PageNotFoundException::forPageNotFound();
        }

        return $this->render('members/profile', [
            'member'  => $member,
            'avatar'  => (new PasswordHasher())->avatarHash($member['email']),
            'welcome' => $this->request->getGet('welcome'),
            'title'   => 'Member profile',
        ]);
    }

    public function lookup()
    {
        $q     = (string) $this->request->getVar('q');
        $model = new MemberModel();

        $rows = $this->request->getVar('exact') ? $model->lookupSafe($q) : $model->lookup($q);

        return $this->response->setJSON($rows);
    }

    public function byRole()
    {
        $role = (string) $this->request->getGet('role');
        $rows = (new MemberModel())->byRole($role);

        return $this->response->setBody('<p>' . count($rows) . ' members with the role ' . $role . '</p>');
    }

    public function byDomain()
    {
        $domain = (string) $this->request->getGet('domain');

        return $this->response->setJSON((new MemberModel())->byEmailDomain($domain));
    }

    public function update()
    {
        $name = trim((string) $this->request->getPost('display_name'));
        (new MemberModel())->setDisplayName($this->currentMemberId(), $name);

        return $this->response->setBody('<p>Saved. Your display name is now ' . esc($name) . '.</p>');
    }

    public function preferences()
    {
        $prefs = [
            'theme' => $this->request->getPost('theme') === 'dark' ? 'dark' : 'light',
            'units' => $this->request->getPost('units') === 'imperial' ? 'imperial' : 'metric',
            'dense' => (bool) $this->request->getPost('dense'),
        ];
        (new Preferences())->save($this->response, $prefs);

        return redirect()->back()->withCookies();
    }
}
