package org.example.bench.web;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.commons.text.StringEscapeUtils;

@WebServlet(value = "/xss-xsscommonstextescape")
public class XssCommonsTextEscape extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("comment");
        if (param == null) param = "";
        Map<String, String> model = new HashMap<>();
        model.put("comment", StringEscapeUtils.escapeHtml4(param));
        response.getWriter().println("<div class=\"comment\">" + model.get("comment") + "</div>");
    }
}
