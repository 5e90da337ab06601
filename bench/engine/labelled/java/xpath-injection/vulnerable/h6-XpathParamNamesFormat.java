package org.example.bench.web;

import java.io.IOException;
import java.util.Enumeration;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.xml.sax.InputSource;

@WebServlet(value = "/xpath-injection-xpathparamnamesformat")
public class XpathParamNamesFormat extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        boolean flag = true;
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements() && flag) {
            String name = names.nextElement();
            String[] values = request.getParameterValues(name);
            if (values != null) {
                for (int i = 0; i < values.length && flag; i++) {
                    if (values[i].equals("lookup")) {
                        param = name;
                        flag = false;
                    }
                }
            }
        }
        String bar = param.length() > 0 ? param.substring(0, Math.min(param.length(), 64)) : "";
        try {
            XPath xp = XPathFactory.newInstance().newXPath();
            String query = String.format("count(/users/user[login/text()='%s'])", bar);
            Double n = (Double) xp.evaluate(query, new InputSource("/var/app/data/users.xml"), XPathConstants.NUMBER);
            response.getWriter().println(n.intValue());
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }
}
