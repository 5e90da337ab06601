package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/open-redirect-redirectlocationheaderhelper")
public class RedirectLocationHeaderHelper extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        java.util.Enumeration<String> values = request.getHeaders("X-Return-To");
        if (values.hasMoreElements()) param = values.nextElement();
        String target = Util.decode(param);
        response.setStatus(HttpServletResponse.SC_FOUND);
        response.setHeader("Location", target);
    }

    static class Util {
        static String decode(String value) throws java.io.UnsupportedEncodingException {
            return java.net.URLDecoder.decode(value, "UTF-8");
        }
    }
}
