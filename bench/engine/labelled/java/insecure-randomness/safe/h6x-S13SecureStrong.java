package org.example.bench.web;

import java.io.IOException;
import java.security.SecureRandom;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/insecure-randomness-s13securestrong")
public class S13SecureStrong extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        try {
            byte[] b = new byte[32];
            SecureRandom.getInstanceStrong().nextBytes(b);
            request.getSession().setAttribute("csrf", java.util.HexFormat.of().formatHex(b));
        } catch (java.security.NoSuchAlgorithmException e) { throw new ServletException(e); }
    }
}
