<?php
namespace App\Controller;

use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\Response;

class PageController extends AbstractController
{
    public function home(): Response
    {
        return $this->render('page/home.html.twig', ['title' => 'Home']);
    }
}
