package org.example.bench.web;

import java.io.IOException;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/xss-xssparammaphelperprintf")
public class XssParamMapHelperPrintf extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        Map<String, String[]> map = request.getParameterMap();
        if (map != null) {
            String[] values = map.get("title");
            if (values != null) param = values[0];
        }
        String bar = new Test().doSomething(request, param);
        response.setHeader("X-XSS-Protection", "0");
        response.getWriter().printf("<h1>%s</h1>", bar);
    }

    private class Test {
        public String doSomething(HttpServletRequest request, String param) throws ServletException, IOException {
            String bar;
            String guess = "ABC";
            char switchTarget = guess.charAt(1);
            switch (switchTarget) {
                case 'A':
                    bar = "bobs_your_uncle";
                    break;
                case 'B':
                    bar = param;
                    break;
                default:
                    bar = "bob's your uncle";
                    break;
            }
            return bar;
        }
    }
}
