package org.example.bench.web;

import java.beans.XMLDecoder;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/insecure-deserialization-desercookiexmldecoder")
public class DeserCookieXmlDecoder extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String prefs = null;
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if ("prefs".equals(c.getName())) prefs = c.getValue();
            }
        }
        if (prefs == null) {
            response.getWriter().println("no prefs");
            return;
        }
        byte[] xml = java.util.Base64.getDecoder().decode(prefs);
        try (XMLDecoder decoder = new XMLDecoder(new java.io.ByteArrayInputStream(xml))) {
            Object p = decoder.readObject();
            response.getWriter().println(p != null);
        }
    }
}
