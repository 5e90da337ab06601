package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/trust-boundary-trustheaderputvaluename")
public class TrustHeaderPutValueName extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        java.util.Enumeration<String> headers = request.getHeaders("X-Pref");
        if (headers != null && headers.hasMoreElements()) param = headers.nextElement();
        param = java.net.URLDecoder.decode(param, "UTF-8");
        String bar = doSomething(request, param);
        request.getSession().putValue(bar, "10340");
        response.getWriter().println("Item: '" + org.owasp.esapi.ESAPI.encoder().encodeForHTML(bar) + "' with value: 10340 saved in session.");
    }

    private static String doSomething(HttpServletRequest request, String param) throws ServletException, IOException {
        String a1 = param;
        String b1 = a1.split(" ")[0];
        return b1;
    }
}
