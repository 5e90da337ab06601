package org.example.bench.web;

import java.io.IOException;
import javax.crypto.Cipher;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/weak-cryptography-p22cipherblowfishlower")
public class P22CipherBlowfishLower extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        try {
            Cipher c = Cipher.getInstance("aes");
            response.getWriter().println(c.getBlockSize());
        } catch (java.security.GeneralSecurityException e) { throw new ServletException(e); }
    }
}
