package org.example.bench.web;

import java.io.IOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/weak-cryptography-cryptosha256password")
public class CryptoSha256Password extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("password");
        if (param == null) param = "";
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            md.update(param.getBytes());
            byte[] result = md.digest();
            response.getWriter().println("hash_value=" + org.owasp.esapi.ESAPI.encoder().encodeForBase64(result, true));
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }
}
