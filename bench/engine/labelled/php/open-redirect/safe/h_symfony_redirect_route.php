<?php
namespace App\Controller;

use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\Request;

class LoginController extends AbstractController
{
    public function done(Request $request)
    {
        return $this->redirectToRoute('page_show', ['slug' => $request->query->get('slug')]);
    }
}
