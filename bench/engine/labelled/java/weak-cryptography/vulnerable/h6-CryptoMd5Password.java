package org.example.bench.web;

import java.io.IOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/weak-cryptography-cryptomd5password")
public class CryptoMd5Password extends HttpServlet {

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
            MessageDigest md = MessageDigest.getInstance("MD5");
            byte[] input = param.getBytes();
            md.update(input);
            byte[] result = md.digest();
            java.io.File fileTarget = new java.io.File("/var/app/passwordFile.txt");
            try (java.io.FileWriter fw = new java.io.FileWriter(fileTarget, true)) {
                fw.write("hash_value=" + org.owasp.esapi.ESAPI.encoder().encodeForBase64(result, true) + "\n");
            }
            response.getWriter().println("Sensitive value stored");
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }
}
