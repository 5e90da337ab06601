package org.example.bench.web;

import java.io.IOException;
import javax.crypto.Cipher;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/weak-cryptography-q20pbe")
public class Q20Pbe extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        try {
            SecretKeyFactory f = SecretKeyFactory.getInstance("PBEWithMD5AndDES");
            Cipher c = Cipher.getInstance("PBEWithMD5AndDES");
            response.getWriter().println(f.getAlgorithm() + c.getAlgorithm());
        } catch (java.security.GeneralSecurityException e) { throw new ServletException(e); }
    }
}
