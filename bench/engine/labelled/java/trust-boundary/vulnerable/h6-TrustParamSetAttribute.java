package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/trust-boundary-trustparamsetattribute")
public class TrustParamSetAttribute extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("userid");
        if (param == null) param = "";
        String bar = param;
        if (param != null && param.length() > 1) {
            StringBuilder sbxyz = new StringBuilder(param);
            bar = sbxyz.replace(param.length() - "Z".length(), param.length(), "Z").toString();
        }
        request.getSession().setAttribute("userid", bar);
        response.getWriter().println("Item: 'userid' with value: '" + org.owasp.esapi.ESAPI.encoder().encodeForHTML(bar) + "' saved in session.");
    }
}
